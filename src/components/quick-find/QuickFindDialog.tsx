import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, CircularProgress, Dialog, DialogContent, List, ListItem, ListSubheader, TextField, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import { useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Colis } from '../../dataProvider/contract/colis';
import type { Bordereau } from '../../dataProvider/contract/bordereaux';
import type { Facture } from '../../dataProvider/contract/factures';
import { useCurrentUser } from '../../authProvider/session';
import { bordereauStatusLabel } from '../../domain/bordereauWorkflow';
import {
  QUICK_FIND_DEBOUNCE_MS,
  QUICK_FIND_LIMIT,
  QUICK_FIND_MIN_CHARS,
  arrangeResults,
  itemId,
  matchesQuery,
  moveActive,
  searchText,
  type QuickFindItem,
  type QuickFindKind,
} from '../../domain/quickFind';
import { recipientName } from '../../domain/people';
import { useDebounced } from '../useDebounced';
import { ALL_INVOICES, INVOICE_QUERY_OPTIONS } from '../../dataProvider/factureQueryKeys';
import { screensFor, searchScope } from './quickFindScreens';
import { useRecentItems } from './recentItems';

export const QUICK_FIND_TITLE = 'Recherche rapide';
export const QUICK_FIND_LABEL = 'Colis, bordereau, facture ou écran';
export const QUICK_FIND_ERROR = 'Erreur lors de la recherche';

const KIND_LABELS: Record<QuickFindKind, string> = { colis: 'Colis', bordereau: 'Bordereaux', facture: 'Factures', ecran: 'Écrans' };
const KIND_ICONS = { colis: Inventory2Icon, bordereau: LocalShippingIcon, facture: ReceiptLongIcon, ecran: DashboardIcon } as const;

const colisItem = (colis: Colis): QuickFindItem => ({
  kind: 'colis',
  key: String(colis.id),
  label: colis.code_suivi,
  detail: [colis.numero_colis, recipientName(colis), colis.destinataire_telephone].filter(Boolean).join(' · '),
  path: `/colis/${colis.id}`,
});

const bordereauItem = (bordereau: Bordereau): QuickFindItem => ({
  kind: 'bordereau',
  key: String(bordereau.id),
  label: bordereau.numero_bordereau,
  detail: `${bordereauStatusLabel(bordereau.statut)} · ${bordereau.nombre_colis ?? bordereau.colis?.length ?? 0} colis`,
  path: `/bordereaux/${bordereau.id}`,
});

/** The server searches of quick find, debounced; each kind only where the user's role reaches it. */
function useServerResults(open: boolean, query: string) {
  const user = useCurrentUser();
  const scope = searchScope(user);
  const term = useDebounced(query.trim(), QUICK_FIND_DEBOUNCE_MS);
  const ready = open && term.length >= QUICK_FIND_MIN_CHARS;
  const page = { page: 1, perPage: 10 };
  const newest = { field: 'created_at', order: 'DESC' as const };
  const colis = useGetList<Colis>('colis', { pagination: page, sort: newest, filter: { recherche: term } }, { enabled: ready && scope.colis });
  const bordereaux = useGetList<Bordereau>('bordereaux', { pagination: page, sort: newest, filter: { search: term } }, { enabled: ready && scope.bordereaux });
  const factures = useGetList<Facture>('factures', ALL_INVOICES, { ...INVOICE_QUERY_OPTIONS, enabled: ready && scope.factures });
  const groups = useMemo(() => {
    if (!ready) return [];
    const number = term.toUpperCase();
    return [
      (colis.data ?? []).slice(0, QUICK_FIND_LIMIT).map(colisItem),
      // The number filter is also applied here, whatever the server did with `search`.
      (bordereaux.data ?? []).filter((b) => b.numero_bordereau.toUpperCase().includes(number)).slice(0, QUICK_FIND_LIMIT).map(bordereauItem),
      (factures.data ?? [])
        .filter((f) => f.numero_facture.toUpperCase().includes(number))
        .slice(0, QUICK_FIND_LIMIT)
        .map((f): QuickFindItem => ({ kind: 'facture', key: String(f.id), label: f.numero_facture, detail: f.statut_display ?? f.statut, path: '/factures-commerciales?onglet=existantes' })),
    ];
  }, [ready, term, colis.data, bordereaux.data, factures.data]);
  const pending = query.trim() !== term || (ready && (colis.isFetching || bordereaux.isFetching || factures.isFetching));
  const failed = Boolean(colis.error);
  return { groups, pending, failed, term };
}

/**
 * The command palette: type, move with the arrows, open with Enter, close with Escape. Recent
 * items first, then the screens the role may open, then parcels, manifests and invoices.
 */
export default function QuickFindDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [recent, remember] = useRecentItems(user?.id);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const { groups, pending, failed } = useServerResults(open, query);

  const screens = useMemo(() => screensFor(user).filter((screen) => !query.trim() || matchesQuery(searchText(screen), query)), [user, query]);
  const { items, recentCount } = useMemo(() => arrangeResults(recent, [screens, ...groups], query), [recent, screens, groups, query]);

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  const activeIndex = items.length === 0 ? -1 : Math.min(Math.max(active, 0), items.length - 1);

  const choose = (item: QuickFindItem | undefined) => {
    if (!item) return;
    remember(item);
    onClose();
    navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(activeIndex, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[activeIndex]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const sectionOf = (index: number) => (index < recentCount ? 'Récents' : KIND_LABELS[items[index].kind]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      // The name goes on the paper, the element with role="dialog": on the Dialog itself MUI puts it
      // on the backdrop's container and the dialog stays unnamed.
      slotProps={{ paper: { 'aria-label': QUICK_FIND_TITLE, sx: { mt: { xs: 1, sm: 8 } } } }}
    >
      <DialogContent sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          label={QUICK_FIND_LABEL}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
            },
            input: { endAdornment: pending ? <CircularProgress size={18} aria-label="Recherche en cours" /> : undefined },
          }}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          ↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer
        </Typography>
        {failed && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {QUICK_FIND_ERROR}
          </Typography>
        )}
        <List id={listId} role="listbox" aria-label="Résultats" dense sx={{ mt: 1, maxHeight: '60vh', overflow: 'auto' }}>
          {items.map((item, index) => {
            const section = sectionOf(index);
            const Icon = section === 'Récents' ? HistoryIcon : KIND_ICONS[item.kind];
            const header = index === 0 || sectionOf(index - 1) !== section;
            return (
              <Box key={`${section}-${itemId(item)}`} component="li" role="presentation" sx={{ listStyle: 'none' }}>
                {header && (
                  <ListSubheader component="div" role="presentation" sx={{ lineHeight: '28px', bgcolor: 'background.paper' }}>
                    {section}
                  </ListSubheader>
                )}
                <ListItem
                  component="div"
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => choose(item)}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  sx={{ cursor: 'pointer', borderRadius: 1, gap: 1.5, bgcolor: index === activeIndex ? 'action.selected' : undefined }}
                >
                  <Icon fontSize="small" color="action" aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: item.kind === 'ecran' ? undefined : 'monospace' }} noWrap>
                      {item.label}
                    </Typography>
                    {item.detail && (
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {item.detail}
                      </Typography>
                    )}
                  </Box>
                </ListItem>
              </Box>
            );
          })}
        </List>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {items.length === 0 && !pending && query.trim() ? `Aucun résultat pour « ${query.trim()} »` : ''}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
