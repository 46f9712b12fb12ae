import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Title, useDataProvider, useGetList, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Bordereau } from '../../dataProvider/contract/bordereaux';
import { errorMessage } from '../../dataProvider/errors';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { Guarded } from '../../components/access/Guarded';
import { LoadError } from '../../components/access/LoadError';
import {
  BORDEREAU_FILTER_OPTIONS,
  BORDEREAU_PAGE_SIZE,
  canDelete,
  canValidate,
  deletionFailures,
  formatManifestDate,
  manifestValueText,
  pageCount,
  pageLabel,
  planBulkDeletion,
  planBulkValidation,
  weightText,
  type BulkItem,
} from '../../domain/bordereauWorkflow';
import { BordereauStatusChip } from './BordereauStatusChip';
import { MANIFEST_RETRY, MANIFEST_STALE_MS, bordereauKeys } from './queryKeys';

type Pending =
  | { kind: 'bulk-validate'; ids: number[]; warning: string | null }
  | { kind: 'bulk-delete'; ids: number[]; warning: string | null }
  | { kind: 'validate'; item: Bordereau }
  | { kind: 'delete'; item: Bordereau };

const agentName = (agent: Bordereau['agent_expediteur']) => (agent ? `${agent.first_name} ${agent.last_name}`.trim() || agent.username : '—');

export default function BordereauList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [statut, setStatut] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [pending, setPending] = useState<Pending | null>(null);

  const { data, total = 0, isPending, error, refetch, isFetching } = useGetList<Bordereau>(
    'bordereaux',
    { pagination: { page, perPage: BORDEREAU_PAGE_SIZE }, sort: { field: 'created_at', order: 'DESC' }, filter: statut ? { statut } : {} },
    { staleTime: MANIFEST_STALE_MS, retry: MANIFEST_RETRY, placeholderData: (previous) => previous },
  );
  const rows = data ?? [];
  const pages = pageCount(total);

  const refresh = () => queryClient.invalidateQueries({ queryKey: bordereauKeys.all });

  const action = useMutation({
    mutationFn: async (todo: Pending) => {
      switch (todo.kind) {
        case 'validate':
          await dataProvider.validerBordereau(todo.item.id);
          return { type: 'success' as const, message: 'Bordereau validé avec succès!' };
        case 'delete':
          await dataProvider.supprimerBordereau(todo.item.id);
          return { type: 'success' as const, message: `Bordereau ${todo.item.numero_bordereau} supprimé` };
        case 'bulk-validate': {
          const results = await Promise.allSettled(todo.ids.map((id) => dataProvider.validerBordereau(id)));
          const done = results.filter((r) => r.status === 'fulfilled').length;
          if (done === 0) throw new Error('Erreur lors de la validation groupée');
          const failed = results.length - done;
          return failed > 0
            ? { type: 'warning' as const, message: `${done} bordereau(x) validé(s), ${failed} en échec` }
            : { type: 'success' as const, message: `${done} bordereau(x) validé(s) avec succès` };
        }
        case 'bulk-delete': {
          const { results } = await dataProvider.supprimerBordereaux(todo.ids);
          const failed = Math.max(results.failed.length, results.errors.length);
          const done = `${results.success.length} bordereau(x) supprimé(s)`;
          return failed > 0 ? { type: 'warning' as const, message: `${done}. ${deletionFailures(failed)}` } : { type: 'success' as const, message: done };
        }
      }
    },
    onSuccess: (outcome, todo) => {
      notify(outcome.message, { type: outcome.type });
      setSelected(new Map());
      if (todo.kind === 'delete' || todo.kind === 'bulk-delete') setPage(1);
      setPending(null);
      return refresh();
    },
    onError: (failure, todo) => {
      const fallback = {
        validate: 'Erreur lors de la validation du bordereau',
        delete: 'Erreur lors de la suppression du bordereau',
        'bulk-validate': 'Erreur lors de la validation groupée',
        'bulk-delete': 'Erreur lors de la suppression groupée',
      }[todo.kind];
      notify(todo.kind === 'bulk-validate' ? fallback : errorMessage(failure, fallback), { type: 'error' });
      setPending(null);
      return refresh();
    },
  });

  const selection: BulkItem[] = [...selected.entries()].map(([id, s]) => ({ id, statut: s }));

  const toggle = (item: Bordereau) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item.statut);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      if (allOnPage) rows.forEach((r) => next.delete(r.id));
      else rows.forEach((r) => next.set(r.id, r.statut));
      return next;
    });

  const askBulk = (kind: 'bulk-validate' | 'bulk-delete') => {
    const plan = kind === 'bulk-validate' ? planBulkValidation(selection) : planBulkDeletion(selection);
    if (!plan.ok) {
      notify(plan.error, { type: 'warning' });
      return;
    }
    setPending({ kind, ids: plan.ids, warning: plan.warning });
  };

  const changeFilter = (value: string) => {
    setStatut(value);
    setPage(1);
    setSelected(new Map());
  };

  const rowActions = (item: Bordereau) => (
    <>
      <Tooltip title="Voir le détail">
        <IconButton component={RouterLink} to={`/bordereaux/${item.id}`} aria-label={`Voir le bordereau ${item.numero_bordereau}`} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canValidate(item.statut) && (
        <Guarded capability="bordereaux.validate" title="Valider et expédier">
          <IconButton onClick={() => setPending({ kind: 'validate', item })} aria-label={`Valider le bordereau ${item.numero_bordereau}`} size="small" color="primary">
            <CheckCircleIcon fontSize="small" />
          </IconButton>
        </Guarded>
      )}
      {canDelete(item.statut) && (
        <Guarded capability="bordereaux.delete" title="Supprimer">
          <IconButton onClick={() => setPending({ kind: 'delete', item })} aria-label={`Supprimer le bordereau ${item.numero_bordereau}`} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Guarded>
      )}
    </>
  );

  const checkbox = (item: Bordereau) => (
    <Checkbox checked={selected.has(item.id)} onChange={() => toggle(item)} slotProps={{ input: { 'aria-label': `Sélectionner ${item.numero_bordereau}` } }} />
  );

  const dialog = (() => {
    if (!pending) return null;
    switch (pending.kind) {
      case 'bulk-validate':
        return {
          title: 'Valider les bordereaux',
          message: `Valider et expédier ${pending.ids.length} bordereau(x) ? Leurs colis passeront « En transit ».`,
          warning: pending.warning,
          confirm: 'Valider',
          destructive: false,
        };
      case 'bulk-delete':
        return {
          title: 'Supprimer les bordereaux',
          message: `Supprimer définitivement ${pending.ids.length} bordereau(x) ? Cette action est irréversible.`,
          warning: pending.warning,
          confirm: 'Supprimer',
          destructive: true,
        };
      case 'validate':
        return {
          title: 'Valider le bordereau',
          message: `Valider et expédier le bordereau ${pending.item.numero_bordereau} ? Ses colis passeront « En transit ».`,
          warning: null,
          confirm: 'Valider',
          destructive: false,
        };
      case 'delete':
        return {
          title: 'Supprimer le bordereau',
          message: `Supprimer définitivement le bordereau ${pending.item.numero_bordereau} ? Cette action est irréversible.`,
          warning: null,
          confirm: 'Supprimer',
          destructive: true,
        };
    }
  })();

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Bordereaux" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          Bordereaux d&apos;expédition
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Tooltip title="Actualiser">
            <IconButton aria-label="Actualiser" onClick={() => refetch()} disabled={isFetching}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          <Button component={RouterLink} to="/factures-commerciales" startIcon={<ReceiptLongIcon />} variant="outlined">
            Factures commerciales
          </Button>
          <Guarded capability="bordereaux.create">
            <Button component={RouterLink} to="/bordereaux/nouveau" startIcon={<AddIcon />} variant="contained">
              Nouveau bordereau
            </Button>
          </Guarded>
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Statut"
          value={statut}
          onChange={(e) => changeFilter(e.target.value)}
          size="small"
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {BORDEREAU_FILTER_OPTIONS.map((option) => (
            <MenuItem key={option.value || 'tous'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {selected.size} sélectionné(s)
        </Typography>
        <Guarded capability="bordereaux.validate">
          <Button onClick={() => askBulk('bulk-validate')} startIcon={<CheckCircleIcon />}>
            Valider la sélection
          </Button>
        </Guarded>
        <Guarded capability="bordereaux.delete">
          <Button onClick={() => askBulk('bulk-delete')} startIcon={<DeleteIcon />} color="error">
            Supprimer la sélection
          </Button>
        </Guarded>
      </Stack>

      {isFetching && !isPending && <LinearProgress sx={{ mb: 1 }} aria-label="Actualisation" />}
      {isPending ? (
        <Box sx={{ py: 4 }}>
          <LinearProgress aria-label="Chargement des bordereaux" />
        </Box>
      ) : error ? (
        <LoadError error={error} message="Impossible de charger les bordereaux" onRetry={() => refetch()}>
          Impossible de charger les bordereaux
        </LoadError>
      ) : rows.length === 0 ? (
        <EmptyState
          title="Aucun bordereau"
          hint={statut ? 'Aucun bordereau ne correspond à ce statut.' : 'Créez un bordereau à partir des colis prêts pour l’expédition.'}
          action={
            <Guarded capability="bordereaux.create" hideWhenRefused>
              <Button component={RouterLink} to="/bordereaux/nouveau" variant="contained">
                Nouveau bordereau
              </Button>
            </Guarded>
          }
        />
      ) : small ? (
        <Stack spacing={1.5}>
          <FormControlLabel control={<Checkbox checked={allOnPage} onChange={togglePage} />} label="Tout sélectionner" />
          {rows.map((item) => (
            <Card key={item.id} variant="outlined" data-testid="bordereau-card">
              <CardContent sx={{ pb: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    {checkbox(item)}
                    <Typography component={RouterLink} to={`/bordereaux/${item.id}`} sx={{ fontWeight: 600 }}>
                      {item.numero_bordereau}
                    </Typography>
                  </Stack>
                  <BordereauStatusChip statut={item.statut} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {item.nombre_colis ?? item.colis?.length ?? 0} colis · {weightText(item.poids_total)} · {manifestValueText(item.valeur_totale_convertie, item.devise_operation)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Créé le {formatManifestDate(item.created_at)} · {agentName(item.agent_expediteur)}
                </Typography>
              </CardContent>
              <CardActions>{rowActions(item)}</CardActions>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Bordereaux">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox checked={allOnPage} onChange={togglePage} slotProps={{ input: { 'aria-label': 'Tout sélectionner' } }} />
                </TableCell>
                <TableCell>Numéro</TableCell>
                <TableCell>Statut</TableCell>
                <TableCell align="right">Colis</TableCell>
                <TableCell align="right">Poids</TableCell>
                <TableCell align="right">Valeur</TableCell>
                <TableCell>Créé le</TableCell>
                <TableCell>Agent expéditeur</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <TableRow key={item.id} hover selected={selected.has(item.id)}>
                  <TableCell padding="checkbox">{checkbox(item)}</TableCell>
                  <TableCell>
                    <Typography component={RouterLink} to={`/bordereaux/${item.id}`} variant="body2" sx={{ fontWeight: 600 }}>
                      {item.numero_bordereau}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <BordereauStatusChip statut={item.statut} />
                  </TableCell>
                  <TableCell align="right">{item.nombre_colis ?? item.colis?.length ?? 0}</TableCell>
                  <TableCell align="right">{weightText(item.poids_total)}</TableCell>
                  <TableCell align="right">{manifestValueText(item.valeur_totale_convertie, item.devise_operation)}</TableCell>
                  <TableCell>{formatManifestDate(item.created_at)}</TableCell>
                  <TableCell>{agentName(item.agent_expediteur)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {rowActions(item)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {!isPending && !error && total > 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'center', alignItems: 'center' }}>
          <Button onClick={() => setPage((p) => Math.max(p - 1, 1))} disabled={page <= 1}>
            Précédent
          </Button>
          <Typography variant="body2">{pageLabel(page, pages)}</Typography>
          <Button onClick={() => setPage((p) => Math.min(p + 1, pages))} disabled={page >= pages}>
            Suivant
          </Button>
        </Stack>
      )}

      {dialog && pending && (
        <ConfirmActionDialog
          open
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.confirm}
          destructive={dialog.destructive}
          pending={action.isPending}
          onConfirm={() => action.mutate(pending)}
          onClose={() => setPending(null)}
        >
          {dialog.warning && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {dialog.warning}
            </Alert>
          )}
        </ConfirmActionDialog>
      )}
    </Box>
  );
}
