import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Collapse,
  Grid,
  IconButton,
  InputAdornment,
  Link,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Employe } from '../../../dataProvider/contract/configuration';
import { useCurrentUser, useRefreshSession } from '../../../authProvider/session';
import { LoadError } from '../../../components/access/LoadError';
import { canManageUsers, MANAGE_USERS_DENIED } from '../../../domain/permissions';
import {
  DEFAULT_EMPLOYEE_SORT,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_COLUMN_LABELS,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_SORT_OPTIONS,
  canAddEmployee,
  parseColumnVisibility,
  sortFromOrdering,
  type EmployeeColumn,
  type EmployeeColumnVisibility,
  type EmployeeSort,
} from '../../../domain/employeeForm';
import { SectionHeader } from '../SectionHeader';
import { EmployeeDialog, roleLabel, type EmployeeChoices } from './EmployeeDialog';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';

export const EMPLOYEE_COLUMNS_STORAGE_KEY = 'colis.employes.colonnes';
const SEARCH_DELAY_MS = 300;

type StatusFilter = 'true' | 'false' | 'all';
interface Filters {
  role: string;
  site: string;
  status: StatusFilter;
}
const DEFAULT_FILTERS: Filters = { role: '', site: '', status: 'true' };

function readColumns(): EmployeeColumnVisibility {
  try {
    return parseColumnVisibility(window.localStorage.getItem(EMPLOYEE_COLUMNS_STORAGE_KEY));
  } catch {
    return parseColumnVisibility(null);
  }
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { day: '2-digit', month: 'short', year: 'numeric' });
const initialsOf = (employee: Employe) => `${employee.first_name[0] ?? ''}${employee.last_name[0] ?? ''}`.toUpperCase() || employee.username.slice(0, 2).toUpperCase();
const nameOf = (employee: Employe) => `${employee.first_name} ${employee.last_name}`.trim() || employee.username;

function StatCard({ label, value, tone }: { label: string; value: number | undefined; tone?: 'success' | 'warning' }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" color={tone ? `${tone}.main` : 'text.primary'} aria-label={`${label} : ${value ?? '…'}`}>
          {value ?? '…'}
        </Typography>
      </CardContent>
    </Card>
  );
}

function cellValue(employee: Employe, column: EmployeeColumn) {
  switch (column) {
    case 'email':
      return employee.email;
    case 'phone':
      return employee.phone || '—';
    case 'role':
      return employee.role_nom || '—';
    case 'site':
      return employee.site_operation?.name || '—';
    case 'status':
      return <Chip size="small" color={employee.is_active ? 'success' : 'default'} label={employee.is_active ? 'Actif' : 'Inactif'} />;
    default:
      return formatDate(employee.date_joined);
  }
}

/** Employee management (spec 000 sections 2, 5, 6, 8). */
export default function EmployeeManager() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const refreshSession = useRefreshSession();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const allowed = canManageUsers(currentUser);

  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [ordering, setOrdering] = useState<EmployeeSort>(DEFAULT_EMPLOYEE_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [columns, setColumns] = useState<EmployeeColumnVisibility>(readColumns);
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<{ employee: Employe | null } | null>(null);
  const [toDeactivate, setToDeactivate] = useState<Employe | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!allowed) notify(MANAGE_USERS_DENIED, { type: 'warning' });
  }, [allowed, notify]);

  const list = useGetList<Employe>(
    'employes',
    {
      pagination: { page, perPage },
      sort: sortFromOrdering(ordering),
      filter: { q: query, role: filters.role, site_operation: filters.site, is_active: filters.status === 'all' ? '' : filters.status },
    },
    { enabled: allowed, placeholderData: (previous) => previous },
  );
  const stats = useQuery({ queryKey: ['employes', 'stats'], queryFn: () => dataProvider.getEmployeeStats(), enabled: allowed });
  const roles = useQuery({ queryKey: ['configuration', 'roles'], queryFn: () => dataProvider.getAvailableRoles(), enabled: allowed, staleTime: 30 * 60_000 });
  const sites = useQuery({ queryKey: ['configuration', 'sites'], queryFn: () => dataProvider.getAvailableSites(), enabled: allowed, staleTime: 30 * 60_000 });
  const routes = useQuery({ queryKey: ['configuration', 'employee-routes'], queryFn: () => dataProvider.getEmployeeRoutes(), enabled: allowed, staleTime: 30 * 60_000 });

  const refreshEmployees = () => queryClient.invalidateQueries({ queryKey: ['employes'] });

  const deactivate = useMutation({
    mutationFn: (employee: Employe) => dataProvider.deactivateEmployee(employee.id),
    onSuccess: () => {
      setDeleteError(undefined);
      notify(EMPLOYEE_MESSAGES.deactivated, { type: 'success' });
      void refreshEmployees();
    },
    onError: () => setDeleteError(EMPLOYEE_MESSAGES.deleteFailed),
    onSettled: () => setToDeactivate(null),
  });

  const toggleColumn = (column: EmployeeColumn) => {
    setColumns((current) => {
      const next = { ...current, [column]: !current[column] };
      try {
        window.localStorage.setItem(EMPLOYEE_COLUMNS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
      return next;
    });
  };

  const clearFilters = () => {
    setSearch('');
    setQuery('');
    setFilters(DEFAULT_FILTERS);
    setPage(1);
  };

  const onSaved = (saved: Employe) => {
    setDialog(null);
    void refreshEmployees();
    if (currentUser && saved.id === currentUser.id) void refreshSession();
  };

  const choicesReady = roles.isSuccess && sites.isSuccess && routes.isSuccess;
  const choices: EmployeeChoices = { roles: roles.data ?? [], sites: sites.data ?? [], routes: routes.data ?? [] };
  const canAdd = canAddEmployee(stats.data);
  const visibleColumns = EMPLOYEE_COLUMNS.filter((column) => columns[column]);
  const filterCount = (filters.role ? 1 : 0) + (filters.site ? 1 : 0) + (filters.status !== DEFAULT_FILTERS.status ? 1 : 0);

  if (!allowed) {
    return (
      <>
        <SectionHeader title="Gestion Utilisateurs" />
        <Alert severity="warning">{MANAGE_USERS_DENIED}</Alert>
      </>
    );
  }

  const actionsOf = (employee: Employe) => (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title="Modifier">
        <span>
          <IconButton size="small" aria-label={`Modifier ${nameOf(employee)}`} onClick={() => setDialog({ employee })} disabled={!choicesReady}>
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {employee.is_active && employee.id !== currentUser?.id && (
        <Tooltip title="Désactiver">
          <IconButton size="small" color="error" aria-label={`Désactiver ${nameOf(employee)}`} onClick={() => setToDeactivate(employee)}>
            <PersonOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );

  const identity = (employee: Employe) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: employee.is_active ? 'primary.main' : 'grey.500' }} aria-hidden>
        {initialsOf(employee)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {nameOf(employee)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          @{employee.username}
        </Typography>
      </Box>
    </Box>
  );

  let content;
  if (list.error && !list.data) {
    content = (
      <LoadError error={list.error} message={EMPLOYEE_MESSAGES.loadFailed} onRetry={() => void list.refetch()}>
        {EMPLOYEE_MESSAGES.loadFailed}
      </LoadError>
    );
  } else if (list.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Chargement des employés" />
      </Box>
    );
  } else if (list.data.length === 0) {
    content = (
      <Box sx={{ textAlign: 'center', py: 6 }} role="status">
        <Typography variant="h6" component="p">
          {EMPLOYEE_MESSAGES.empty}
        </Typography>
        <Link component="button" onClick={clearFilters} sx={{ mt: 1 }}>
          Effacer les filtres
        </Link>
      </Box>
    );
  } else if (isSmall) {
    content = (
      <Stack spacing={1.5}>
        {list.data.map((employee) => (
          <Card key={employee.id} variant="outlined" data-testid={`employe-${employee.id}`}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                {identity(employee)}
                {actionsOf(employee)}
              </Box>
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {visibleColumns.map((column) => (
                  <Box key={column} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {EMPLOYEE_COLUMN_LABELS[column]}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                      {cellValue(employee, column)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  } else {
    content = (
      <TableContainer>
        <Table aria-label="Employés" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Employé</TableCell>
              {visibleColumns.map((column) => (
                <TableCell key={column}>{EMPLOYEE_COLUMN_LABELS[column]}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((employee) => (
              <TableRow key={employee.id} data-testid={`employe-${employee.id}`} sx={{ opacity: employee.is_active ? 1 : 0.6 }}>
                <TableCell>{identity(employee)}</TableCell>
                {visibleColumns.map((column) => (
                  <TableCell key={column}>{cellValue(employee, column)}</TableCell>
                ))}
                <TableCell align="right">{actionsOf(employee)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <>
      <SectionHeader
        title="Gestion Utilisateurs"
        subtitle="Employés de l'entreprise, rôles, sites et places disponibles."
        actions={
          <Tooltip title={stats.isSuccess && !canAdd ? 'Aucune place libre : désactivez un employé ou augmentez la limite' : ''}>
            <span>
              <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({ employee: null })} disabled={!canAdd || !choicesReady}>
                Ajouter un employé
              </Button>
            </span>
          </Tooltip>
        }
      />

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Total employés" value={stats.data?.total_employes} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Employés actifs" value={stats.data?.employes_actifs} tone="success" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Places libres" value={stats.data?.places_libres} tone={stats.data?.places_libres === 0 ? 'warning' : undefined} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Limite d'employés" value={stats.data?.limite_employes} />
        </Grid>
      </Grid>

      {deleteError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDeleteError(undefined)}>
          {deleteError}
        </Alert>
      )}

      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            label="Rechercher un employé"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Nom, identifiant, email ou téléphone"
            sx={{ flex: '1 1 240px' }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <Button variant={showFilters ? 'contained' : 'outlined'} startIcon={<FilterListIcon />} onClick={() => setShowFilters((open) => !open)} aria-expanded={showFilters}>
            Filtres{filterCount > 0 ? ` (${filterCount})` : ''}
          </Button>
          <TextField
            select
            label="Trier par"
            size="small"
            value={ordering}
            onChange={(event) => {
              setOrdering(event.target.value as EmployeeSort);
              setPage(1);
            }}
            sx={{ flex: '0 0 200px' }}
          >
            {EMPLOYEE_SORT_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Tooltip title="Colonnes">
            <IconButton aria-label="Choisir les colonnes" onClick={(event) => setColumnsAnchor(event.currentTarget)}>
              <ViewColumnIcon />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={columnsAnchor} open={columnsAnchor !== null} onClose={() => setColumnsAnchor(null)}>
            <MenuItem disabled>
              <ListItemIcon>
                <Checkbox edge="start" checked disabled size="small" tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
              </ListItemIcon>
              <ListItemText primary="Employé (obligatoire)" />
            </MenuItem>
            {EMPLOYEE_COLUMNS.map((column) => (
              <MenuItem key={column} onClick={() => toggleColumn(column)} role="menuitemcheckbox" aria-checked={columns[column]}>
                <ListItemIcon>
                  <Checkbox edge="start" checked={columns[column]} size="small" tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
                </ListItemIcon>
                <ListItemText primary={EMPLOYEE_COLUMN_LABELS[column]} />
              </MenuItem>
            ))}
          </Menu>
        </CardContent>
        <Collapse in={showFilters} unmountOnExit>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 0 }}>
            <TextField
              select
              label="Rôle"
              size="small"
              value={filters.role}
              onChange={(event) => {
                setFilters((current) => ({ ...current, role: event.target.value }));
                setPage(1);
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Tous les rôles</MenuItem>
              {(roles.data ?? []).map((role) => (
                <MenuItem key={role.id} value={String(role.id)}>
                  {roleLabel(role)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Site"
              size="small"
              value={filters.site}
              onChange={(event) => {
                setFilters((current) => ({ ...current, site: event.target.value }));
                setPage(1);
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Tous les sites</MenuItem>
              {(sites.data ?? []).map((site) => (
                <MenuItem key={site.id} value={String(site.id)}>
                  {site.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Statut"
              size="small"
              value={filters.status}
              onChange={(event) => {
                setFilters((current) => ({ ...current, status: event.target.value as StatusFilter }));
                setPage(1);
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="true">Actifs</MenuItem>
              <MenuItem value="false">Inactifs</MenuItem>
              <MenuItem value="all">Tous</MenuItem>
            </TextField>
          </CardContent>
        </Collapse>
        {content}
        {list.data && list.data.length > 0 && (
          <TablePagination
            component="div"
            count={list.total ?? 0}
            page={page - 1}
            onPageChange={(_event, next) => setPage(next + 1)}
            rowsPerPage={perPage}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(1);
            }}
            rowsPerPageOptions={[10, 25, 50]}
            labelRowsPerPage="Lignes par page"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        )}
      </Card>

      {dialog && <EmployeeDialog employee={dialog.employee} choices={choices} onClose={() => setDialog(null)} onSaved={onSaved} />}

      <ConfirmActionDialog
        open={toDeactivate !== null}
        title="Désactiver cet employé ?"
        message={`${toDeactivate ? nameOf(toDeactivate) : ''} ne pourra plus se connecter. Son historique est conservé et sa place est libérée.`}
        confirmLabel="Désactiver"
        destructive
        pending={deactivate.isPending}
        onConfirm={() => toDeactivate && deactivate.mutate(toDeactivate)}
        onClose={() => setToDeactivate(null)}
      />
    </>
  );
}
