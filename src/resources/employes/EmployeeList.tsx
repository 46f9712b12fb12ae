import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Collapse, Grid, Link, Tooltip, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import FilterListIcon from '@mui/icons-material/FilterList';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useDelete, useListContext, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Employe } from '../../dataProvider/contract/configuration';
import { useCurrentUser, useRefreshSession } from '../../authProvider/session';
import { accountDecision, type CompanyAccounts } from '../../domain/accountAuthority';
import { canManageUsers, MANAGE_USERS_DENIED } from '../../domain/permissions';
import { EMPLOYEE_COLUMN_LABELS, EMPLOYEE_MESSAGES, EMPLOYEE_SORT_OPTIONS, canAddEmployee, sortFromOrdering, type EmployeeSort } from '../../domain/employeeForm';
import { EmptyState } from '../../components/EmptyState';
import { ChoiceField } from '../../components/list/ChoiceField';
import { ColumnChooser } from '../../components/list/ColumnChooser';
import { useColumns, type ListColumn } from '../../components/list/columns';
import { DataList } from '../../components/list/DataList';
import { filterText } from '../../components/list/filterValues';
import { KeptList } from '../../components/list/KeptList';
import { ListStatus } from '../../components/list/ListStatus';
import { RowAction } from '../../components/list/RowAction';
import { SearchField } from '../../components/list/SearchField';
import { TablePager } from '../../components/list/TablePager';
import { SectionHeader } from '../../components/SectionHeader';
import { EmployeeDialog, managedAccountOf, roleLabel, type EmployeeChoices } from './EmployeeDialog';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { formatDate } from '../../domain/format';
import { accountInitials, accountName } from '../../domain/people';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZES = [10, 25, 50];
/** The default filter shows active employees only (spec 000 section 2). */
const DEFAULT_FILTER = { is_active: 'true' };
const STATUS_CHOICES = [
  { value: 'true', label: 'Actifs' },
  { value: 'false', label: 'Inactifs' },
  { value: 'all', label: 'Tous' },
];
const CHOICES_STALE_MS = 30 * 60_000;


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

function Identity({ employee }: { employee: Employe }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: employee.is_active ? 'primary.main' : 'grey.500' }} aria-hidden>
        {accountInitials(employee)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {accountName(employee)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          @{employee.username}
        </Typography>
      </Box>
    </Box>
  );
}

/** Column visibility (spec 000 section 2): the employee column is mandatory; the others are the user's choice. */
function employeeColumns(actions: (employee: Employe) => ReactNode): ListColumn<Employe>[] {
  return [
    { key: 'employe', label: 'Employé', mandatory: true, render: (employee) => <Identity employee={employee} /> },
    { key: 'email', label: EMPLOYEE_COLUMN_LABELS.email, render: (employee) => employee.email },
    { key: 'phone', label: EMPLOYEE_COLUMN_LABELS.phone, render: (employee) => employee.phone || '—' },
    { key: 'role', label: EMPLOYEE_COLUMN_LABELS.role, render: (employee) => employee.role_nom || '—' },
    { key: 'site', label: EMPLOYEE_COLUMN_LABELS.site, render: (employee) => employee.site_operation?.name || '—' },
    {
      key: 'status',
      label: EMPLOYEE_COLUMN_LABELS.status,
      render: (employee) => <Chip size="small" color={employee.is_active ? 'success' : 'default'} label={employee.is_active ? 'Actif' : 'Inactif'} />,
    },
    { key: 'dateJoined', label: EMPLOYEE_COLUMN_LABELS.dateJoined, render: (employee) => formatDate(employee.date_joined) },
    { key: 'actions', label: 'Actions', mandatory: true, align: 'right', noWrap: true, render: actions },
  ];
}

function EmployeeScreen() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const currentUser = useCurrentUser();
  const refreshSession = useRefreshSession();
  const { filterValues, setFilters, sort, setSort } = useListContext<Employe>();
  const [showFilters, setShowFilters] = useState(false);
  const [dialog, setDialog] = useState<{ employee: Employe | null } | null>(null);
  const [toDeactivate, setToDeactivate] = useState<Employe | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  // The named methods' own keys (react-admin's docs for custom methods), none of react-admin's.
  const stats = useQuery({ queryKey: ['getEmployeeStats'], queryFn: () => dataProvider.getEmployeeStats() });
  const roles = useQuery({ queryKey: ['getAvailableRoles'], queryFn: () => dataProvider.getAvailableRoles(), staleTime: CHOICES_STALE_MS });
  const sites = useQuery({ queryKey: ['getAvailableSites'], queryFn: () => dataProvider.getAvailableSites(), staleTime: CHOICES_STALE_MS });
  const routes = useQuery({ queryKey: ['getEmployeeRoutes'], queryFn: () => dataProvider.getEmployeeRoutes(), staleTime: CHOICES_STALE_MS });

  const [remove, removal] = useDelete<Employe>();
  const deactivate = (employee: Employe) =>
    remove(
      'employes',
      { id: employee.id, previousData: employee },
      {
        onSuccess: () => {
          setDeleteError(undefined);
          notify(EMPLOYEE_MESSAGES.deactivated, { type: 'success' });
          // The list and the stat cards (free places).
          refresh();
        },
        onError: () => setDeleteError(EMPLOYEE_MESSAGES.deleteFailed),
        onSettled: () => setToDeactivate(null),
      },
    );

  const onSaved = (saved: Employe) => {
    setDialog(null);
    refresh();
    if (currentUser && saved.id === currentUser.id) void refreshSession();
  };

  const choicesReady = roles.isSuccess && sites.isSuccess && routes.isSuccess;
  const choices: EmployeeChoices = { roles: roles.data ?? [], sites: sites.data ?? [], routes: routes.data ?? [] };
  const company: CompanyAccounts = { activeAdministrators: stats.data?.administrateurs_actifs };
  const refusalFor = (employee: Employe, action: 'edit' | 'deactivate') => {
    const decision = accountDecision(currentUser, managedAccountOf(employee, choices.roles), action, company);
    return decision.allowed ? null : decision.message;
  };
  const canAdd = canAddEmployee(stats.data);
  const status = filterText(filterValues, 'is_active') || 'all';
  const filterCount = (filterText(filterValues, 'role') ? 1 : 0) + (filterText(filterValues, 'site_operation') ? 1 : 0) + (status !== DEFAULT_FILTER.is_active ? 1 : 0);
  const setFilter = (key: string) => (value: string) => setFilters({ ...filterValues, [key]: value });
  const ordering = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;

  const actionsOf = (employee: Employe) => (
    <>
      <RowAction
        title="Modifier"
        label={`Modifier ${accountName(employee)}`}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setDialog({ employee })}
        disabled={!choicesReady}
        refusal={choicesReady ? refusalFor(employee, 'edit') : null}
      />
      {employee.is_active && (
        <RowAction
          title="Désactiver"
          label={`Désactiver ${accountName(employee)}`}
          icon={<PersonOffIcon fontSize="small" />}
          onClick={() => setToDeactivate(employee)}
          color="error"
          disabled={!choicesReady || !stats.isSuccess}
          refusal={choicesReady && stats.isSuccess ? refusalFor(employee, 'deactivate') : null}
        />
      )}
    </>
  );
  const columns = useColumns('employes', employeeColumns(actionsOf));

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
          <SearchField label="Rechercher un employé" placeholder="Nom, identifiant, email ou téléphone" delay={SEARCH_DELAY_MS} sx={{ flex: '1 1 240px' }} />
          <Button variant={showFilters ? 'contained' : 'outlined'} startIcon={<FilterListIcon />} onClick={() => setShowFilters((open) => !open)} aria-expanded={showFilters}>
            Filtres{filterCount > 0 ? ` (${filterCount})` : ''}
          </Button>
          <ChoiceField label="Trier par" value={ordering} onChange={(value) => setSort(sortFromOrdering(value as EmployeeSort))} choices={EMPLOYEE_SORT_OPTIONS} sx={{ flex: '0 0 200px' }} />
          <ColumnChooser {...columns} />
        </CardContent>
        <Collapse in={showFilters} unmountOnExit>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 0 }}>
            <ChoiceField
              label="Rôle"
              value={filterText(filterValues, 'role')}
              onChange={setFilter('role')}
              choices={(roles.data ?? []).map((role) => ({ value: String(role.id), label: roleLabel(role) }))}
              allLabel="Tous les rôles"
              sx={{ minWidth: 200 }}
            />
            <ChoiceField
              label="Site"
              value={filterText(filterValues, 'site_operation')}
              onChange={setFilter('site_operation')}
              choices={(sites.data ?? []).map((site) => ({ value: String(site.id), label: site.name }))}
              allLabel="Tous les sites"
              sx={{ minWidth: 200 }}
            />
            <ChoiceField label="Statut" value={status} onChange={setFilter('is_active')} choices={STATUS_CHOICES} sx={{ minWidth: 160 }} />
          </CardContent>
        </Collapse>
        <ListStatus
          loadingLabel="Chargement des employés"
          errorMessage={EMPLOYEE_MESSAGES.loadFailed}
          empty={
            <EmptyState
              title={EMPLOYEE_MESSAGES.empty}
              action={
                <Link component="button" onClick={() => setFilters(DEFAULT_FILTER)}>
                  Effacer les filtres
                </Link>
              }
            />
          }
        >
          <DataList
            label="Employés"
            columns={columns.visible}
            card={{ title: 'employe', badge: 'status', actions: 'actions' }}
            testId={(employee) => `employe-${employee.id}`}
            dimmed={(employee) => !employee.is_active}
          />
          <TablePager sizes={PAGE_SIZES} fallback={PAGE_SIZES[0]} />
        </ListStatus>
      </Card>

      {dialog && <EmployeeDialog employee={dialog.employee} choices={choices} company={company} onClose={() => setDialog(null)} onSaved={onSaved} />}

      <ConfirmActionDialog
        open={toDeactivate !== null}
        title="Désactiver cet employé ?"
        message={`${toDeactivate ? accountName(toDeactivate) : ''} ne pourra plus se connecter. Son historique est conservé et sa place est libérée.`}
        confirmLabel="Désactiver"
        destructive
        pending={removal.isPending}
        onConfirm={() => toDeactivate && deactivate(toDeactivate)}
        onClose={() => setToDeactivate(null)}
      />
    </>
  );
}

/** Employee management (spec 000 sections 2, 5, 6, 8): search, filters, sort, page and page size in the URL. */
export default function EmployeeList() {
  const notify = useNotify();
  const allowed = canManageUsers(useCurrentUser());

  useEffect(() => {
    if (!allowed) notify(MANAGE_USERS_DENIED, { type: 'warning' });
  }, [allowed, notify]);

  if (!allowed) {
    return (
      <>
        <SectionHeader title="Gestion Utilisateurs" />
        <Alert severity="warning">{MANAGE_USERS_DENIED}</Alert>
      </>
    );
  }
  return (
    <KeptList<Employe> resource="employes" perPage={PAGE_SIZES[0]} sort={{ field: 'date_joined', order: 'DESC' }} filterDefaultValues={DEFAULT_FILTER}>
      <EmployeeScreen />
    </KeptList>
  );
}
