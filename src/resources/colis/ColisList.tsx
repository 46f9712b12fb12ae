import { Alert, Box, Button, Chip, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, Title, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, EMPTY_LIST_TITLE, emptyListHint, hasActiveFilters } from '../../domain/parcelList';
import type { Colis } from '../../dataProvider/contract/colis';
import { ColisStatsCards } from './ColisStatsCards';
import { ColisFilters } from './ColisFilters';
import { ColisTable } from './ColisTable';
import { ColisCards } from './ColisCards';
import { ColisPager } from './ColisPager';
import { ColisBulkLabels } from './ColisBulkLabels';
import { RequireAccess } from '../../layout/RequireAccess';

function ColisListContent() {
  const { data, total, isPending, isFetching, error, filterValues, setFilters, refetch } = useListContext<Colis>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filtered = hasActiveFilters(filterValues);

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          Colis
          {typeof total === 'number' && <Chip label={total} color="primary" aria-label={`${total} colis`} />}
        </Typography>
        <Button component={Link} to="/colis/nouveau" variant="contained" startIcon={<AddIcon />}>
          Nouveau colis
        </Button>
      </Box>
      <ColisStatsCards ready={!isPending} />
      <ColisFilters />
      {isFetching && <LinearProgress aria-label="Chargement des colis" />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Réessayer
            </Button>
          }
        >
          Impossible de charger les colis. {error instanceof Error ? error.message : ''}
        </Alert>
      ) : isPending ? null : !data || data.length === 0 ? (
        <EmptyState
          title={EMPTY_LIST_TITLE}
          hint={emptyListHint(filtered)}
          action={
            filtered ? (
              <Button onClick={() => setFilters({})}>Effacer les filtres</Button>
            ) : (
              <Button component={Link} to="/colis/nouveau" variant="contained">
                Nouveau colis
              </Button>
            )
          }
        />
      ) : (
        <>
          <ColisBulkLabels />
          {small ? <ColisCards rows={data} /> : <ColisTable rows={data} />}
          <ColisPager />
        </>
      )}
    </Box>
  );
}

/**
 * /colis: filters, sort and page live in the URL (?filter=…&page=…), all applied by the server.
 * The access rule is a plain function of the stored user, checked as the screen renders: react-admin's
 * own checkAuth then canAccess round-trips would hold the first page back (the layout already sends
 * a visitor without a session to /login).
 */
export default function ColisList() {
  return (
    <RequireAccess resource="colis">
      <ListBase resource="colis" storeKey={false} perPage={DEFAULT_PAGE_SIZE} sort={DEFAULT_SORT} debounce={0} disableAuthentication>
        <Title title="Colis" />
        <ColisListContent />
      </ListBase>
    </RequireAccess>
  );
}
