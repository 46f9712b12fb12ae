import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Title, useDataProvider, useListContext, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Bordereau } from '../../dataProvider/contract/bordereaux';
import { errorMessage } from '../../dataProvider/errors';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { ChoiceField } from '../../components/list/ChoiceField';
import type { ListColumn } from '../../components/list/columns';
import { DataList } from '../../components/list/DataList';
import { KeptList } from '../../components/list/KeptList';
import { ListStatus } from '../../components/list/ListStatus';
import { TablePager } from '../../components/list/TablePager';
import { RowAction } from '../../components/list/RowAction';
import { Guarded } from '../../components/access/Guarded';
import {
  BORDEREAU_FILTER_OPTIONS,
  BORDEREAU_PAGE_SIZE,
  canDelete,
  canValidate,
  deletionFailures,
  formatManifestDate,
  MANIFEST_FEES_LABEL,
  manifestValueText,
  planBulkDeletion,
  planBulkValidation,
  weightText,
} from '../../domain/bordereauWorkflow';
import { BordereauStatusChip } from './BordereauStatusChip';
import { MANIFEST_RETRY, MANIFEST_STALE_MS } from './queryKeys';
import { plural } from '../../domain/format';
import { custodyOf } from './custody';
import { accountName } from '../../domain/people';

type Pending =
  | { kind: 'bulk-validate'; ids: number[]; warning: string | null }
  | { kind: 'bulk-delete'; ids: number[]; warning: string | null }
  | { kind: 'validate'; item: Bordereau }
  | { kind: 'delete'; item: Bordereau };

const STATUS_CHOICES = BORDEREAU_FILTER_OPTIONS.filter((option) => option.value !== '');

function columns(ask: (todo: Pending) => void): ListColumn<Bordereau>[] {
  return [
    {
      key: 'numero',
      label: 'Numéro',
      render: (item) => (
        <Typography component={RouterLink} to={`/bordereaux/${item.id}`} variant="body2" sx={{ fontWeight: 600 }}>
          {item.numero_bordereau}
        </Typography>
      ),
    },
    { key: 'statut', label: 'Statut', render: (item) => <BordereauStatusChip statut={item.statut} /> },
    { key: 'colis', label: 'Colis', align: 'right', render: (item) => item.nombre_colis ?? item.colis?.length ?? 0 },
    { key: 'poids', label: 'Poids', align: 'right', render: (item) => weightText(item.poids_total) },
    { key: 'valeur', label: MANIFEST_FEES_LABEL, align: 'right', render: (item) => manifestValueText(item.valeur_totale_convertie, item.devise_operation) },
    { key: 'cree', label: 'Créé le', render: (item) => formatManifestDate(item.created_at) },
    { key: 'agent', label: 'Agent expéditeur', render: (item) => (item.agent_expediteur ? accountName(item.agent_expediteur) : '—') },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      noWrap: true,
      render: (item) => (
        <>
          <RowAction title="Voir le détail" label={`Voir le bordereau ${item.numero_bordereau}`} icon={<VisibilityIcon fontSize="small" />} to={`/bordereaux/${item.id}`} />
          {canValidate(item.statut) && (
            <RowAction title="Valider et expédier" label={`Valider le bordereau ${item.numero_bordereau}`} icon={<CheckCircleIcon fontSize="small" />} onClick={() => ask({ kind: 'validate', item })} color="primary" capability="bordereaux.validate" object={{ custody: custodyOf(item) }} />
          )}
          {canDelete(item.statut) && (
            <RowAction title="Supprimer" label={`Supprimer le bordereau ${item.numero_bordereau}`} icon={<DeleteIcon fontSize="small" />} onClick={() => ask({ kind: 'delete', item })} color="error" capability="bordereaux.delete" />
          )}
        </>
      ),
    },
  ];
}

function BordereauListScreen() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { data, filterValues, setFilters, setPage, refetch, isFetching, isPending, selectedIds, onUnselectItems } = useListContext<Bordereau>();
  const [pending, setPending] = useState<Pending | null>(null);
  const statut = typeof filterValues.statut === 'string' ? filterValues.statut : '';

  const refresh = useRefreshAwaited();

  const action = useMutation({
    mutationFn: async (todo: Pending) => {
      switch (todo.kind) {
        case 'validate':
          await dataProvider.validerBordereau(todo.item.id);
          return { type: 'success' as const, message: 'Bordereau validé avec succès!' };
        case 'delete':
          await dataProvider.delete('bordereaux', { id: todo.item.id, previousData: todo.item });
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
      onUnselectItems();
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

  /** The ticked manifests as they are now: those of the page at hand, the others read again. */
  const selectedManifests = async (): Promise<Bordereau[]> => {
    const shown = (data ?? []).filter((item) => selectedIds.includes(item.id));
    const elsewhere = selectedIds.filter((id) => !shown.some((item) => item.id === id));
    return elsewhere.length === 0 ? shown : [...shown, ...(await dataProvider.getMany<Bordereau>('bordereaux', { ids: elsewhere })).data];
  };

  const askBulk = async (kind: 'bulk-validate' | 'bulk-delete') => {
    let items: { id: number; statut: Bordereau['statut'] }[];
    try {
      items = (await selectedManifests()).map((item) => ({ id: item.id, statut: item.statut }));
    } catch (failure) {
      notify(errorMessage(failure, 'Impossible de charger les bordereaux'), { type: 'error' });
      return;
    }
    const plan = kind === 'bulk-validate' ? planBulkValidation(items) : planBulkDeletion(items);
    if (!plan.ok) {
      notify(plan.error, { type: 'warning' });
      return;
    }
    setPending({ kind, ids: plan.ids, warning: plan.warning });
  };

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
        <ChoiceField
          label="Statut"
          value={statut}
          onChange={(value) => {
            setFilters({ ...filterValues, statut: value });
            onUnselectItems();
          }}
          choices={STATUS_CHOICES}
          allLabel="Tous"
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {plural(selectedIds.length, 'sélectionné')}
        </Typography>
        <Guarded capability="bordereaux.validate">
          <Button onClick={() => void askBulk('bulk-validate')} startIcon={<CheckCircleIcon />}>
            Valider la sélection
          </Button>
        </Guarded>
        <Guarded capability="bordereaux.delete">
          <Button onClick={() => void askBulk('bulk-delete')} startIcon={<DeleteIcon />} color="error">
            Supprimer la sélection
          </Button>
        </Guarded>
      </Stack>

      {isFetching && !isPending && <LinearProgress sx={{ mb: 1 }} aria-label="Actualisation" />}
      <ListStatus
        loadingLabel="Chargement des bordereaux"
        errorMessage="Impossible de charger les bordereaux"
        empty={
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
        }
      >
        <DataList
          label="Bordereaux"
          columns={columns(setPending)}
          card={{ title: 'numero', badge: 'statut', actions: 'actions' }}
          selectLabel={(item) => `Sélectionner ${item.numero_bordereau}`}
          testId={() => 'bordereau-card'}
          framed
        />
        <TablePager sizes={[BORDEREAU_PAGE_SIZE]} fallback={BORDEREAU_PAGE_SIZE} wording="pages" />
      </ListStatus>

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

/** /bordereaux: status filter, page and selection; filter and page live in the URL. */
export default function BordereauList() {
  return (
    <KeptList<Bordereau> resource="bordereaux" perPage={BORDEREAU_PAGE_SIZE} sort={{ field: 'created_at', order: 'DESC' }} queryOptions={{ staleTime: MANIFEST_STALE_MS, retry: MANIFEST_RETRY }}>
      <Title title="Bordereaux" />
      <BordereauListScreen />
    </KeptList>
  );
}
