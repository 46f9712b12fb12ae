import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { Guarded } from '../../components/access/Guarded';
import { LoadError } from '../../components/access/LoadError';
import { EmptyState } from '../../components/EmptyState';
import { KeptList } from '../../components/list/KeptList';
import { ListLayout } from '../../components/list/ListLayout';
import { DataList } from '../../components/list/DataList';
import { TablePager } from '../../components/list/TablePager';
import { SavedViews } from '../../components/list/SavedViews';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, EMPTY_LIST_TITLE, PAGE_SIZES, emptyListHint, hasActiveFilters } from '../../domain/parcelList';
import type { Colis } from '../../dataProvider/contract/colis';
import { ColisStatsCards } from './ColisStatsCards';
import { ColisFilters } from './ColisFilters';
import { colisColumns } from './colisColumns';
import { ColisBulkLabels } from './ColisBulkLabels';
import { ColisDeletion } from './ColisDeletion';
import { useCreatedParcel } from './createdParcel';

function ColisListContent() {
  const { data, total, isPending, isFetching, error, filterValues, setFilters, refetch } = useListContext<Colis>();
  const filtered = hasActiveFilters(filterValues);
  const created = useCreatedParcel();

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          Colis
          {typeof total === 'number' && <Chip label={total} color="primary" aria-label={`${total} colis`} />}
        </Typography>
        <Guarded capability="colis.create">
          <Button component={Link} to="/colis/nouveau" variant="contained" startIcon={<AddIcon />}>
            Nouveau colis
          </Button>
        </Guarded>
      </Box>
      <ColisStatsCards ready={!isPending} />
      <ListLayout aside={<SavedViews />}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ColisFilters />
          {isFetching && <LinearProgress aria-label="Chargement des colis" />}
          {error ? (
            <LoadError error={error} message="Impossible de charger les colis." onRetry={() => refetch()}>
              Impossible de charger les colis. {error instanceof Error ? error.message : ''}
            </LoadError>
          ) : isPending ? null : !data || data.length === 0 ? (
            <EmptyState
              title={EMPTY_LIST_TITLE}
              hint={emptyListHint(filtered)}
              action={
                filtered ? (
                  <Button onClick={() => setFilters({})}>Effacer les filtres</Button>
                ) : (
                  <Guarded capability="colis.create" hideWhenRefused>
                    <Button component={Link} to="/colis/nouveau" variant="contained">
                      Nouveau colis
                    </Button>
                  </Guarded>
                )
              }
            />
          ) : (
            <ColisDeletion>
              <ColisBulkLabels />
              <DataList
                label="Liste des colis"
                columns={colisColumns(created?.id)}
                card={{ title: 'code', badge: 'statut', actions: 'actions' }}
                selectLabel={(colis) => `Sélectionner le colis ${colis.code_suivi}`}
                testId={() => 'colis-row'}
                highlighted={(colis) => colis.id === created?.id}
                framed
              />
              <TablePager sizes={PAGE_SIZES} fallback={DEFAULT_PAGE_SIZE} wording="pages" />
            </ColisDeletion>
          )}
        </Box>
      </ListLayout>
    </Box>
  );
}

/** /colis: filters, sort and page live in the URL (?filter=…&page=…), all applied by the server; saved views beside. */
export default function ColisList() {
  return (
    <KeptList<Colis> resource="colis" perPage={DEFAULT_PAGE_SIZE} sort={DEFAULT_SORT}>
      <Title title="Colis" />
      <ColisListContent />
    </KeptList>
  );
}
