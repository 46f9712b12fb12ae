import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Collapse,
  Grid,
  InputAdornment,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { LoadError } from '../../../components/access/LoadError';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Categorie } from '../../../dataProvider/contract/configuration';
import { errorBody, errorMessage } from '../../../dataProvider/errors';
import { EmptyState } from '../../../components/EmptyState';
import { useCurrency } from '../../../components/useCurrency';
import {
  CATEGORY_MESSAGES,
  DEFAULT_CATEGORY_FILTERS,
  STATUS_FILTER_LABELS,
  VISIBILITY_FILTER_LABELS,
  activeFilterCount,
  emptyCategoryForm,
  filterCategories,
  formatKeywords,
  foundMessage,
  initialisedMessage,
  toCategoryPayload,
  type CategoryFilters,
  type CategoryFormErrors,
  type CategoryFormValues,
  type PricingType,
  type StatusFilter,
  type VisibilityFilter,
} from '../../../domain/categoryForm';
import { SectionHeader } from '../SectionHeader';
import { CategoryForm } from './CategoryForm';
import { CategoryCard, CategoryRow, type CategoryActions, type PriceConversion } from './CategoryItem';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';

export const MANAGED_CATEGORIES_QUERY_KEY = ['configuration', 'categories'] as const;

type FormState = { mode: 'create' } | { mode: 'edit'; category: Categorie } | null;

function formValuesOf(category: Categorie): CategoryFormValues {
  return {
    nom: category.nom,
    emoji: category.emoji ?? '',
    description: category.description ?? '',
    description_complete: category.description_complete ?? '',
    type_tarification: category.type_tarification as PricingType,
    prix_unitaire: String(category.prix_unitaire),
    ordre_affichage: String(category.ordre_affichage ?? 0),
    mots_cles: formatKeywords(category.mots_cles_detection),
    afficher_pour_colis: category.afficher_pour_colis !== false,
    afficher_pour_facture: category.afficher_pour_facture !== false,
    devise_creation: category.devise_creation || 'CAD',
  };
}

/** Server field names → form field names. */
function formErrorsOf(error: unknown): CategoryFormErrors {
  const fields = errorBody(error)?.errors ?? {};
  const { mots_cles_detection: keywords, ...rest } = fields;
  return { ...(rest as CategoryFormErrors), ...(keywords ? { mots_cles: keywords } : {}) };
}

/** Category management (spec 000 sections 2, 4, 5, 8). */
export default function CategoryManager() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { context, baseCurrency } = useCurrency();
  const [filters, setFilters] = useState<CategoryFilters>(DEFAULT_CATEGORY_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [form, setForm] = useState<FormState>(null);
  const [serverErrors, setServerErrors] = useState<CategoryFormErrors>({});
  const [toDeactivate, setToDeactivate] = useState<Categorie | null>(null);

  const categories = useQuery({ queryKey: MANAGED_CATEGORIES_QUERY_KEY, queryFn: () => dataProvider.getManagedCategories() });

  /** Every cached category list (this screen, the wizard's pickers, the react-admin resource). */
  const refreshCategories = () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && part.includes('categor')) });

  const save = useMutation({
    mutationFn: ({ values, category }: { values: CategoryFormValues; category?: Categorie }) =>
      category ? dataProvider.updateCategory(category.id, toCategoryPayload(values)) : dataProvider.createCategory(toCategoryPayload(values)),
    onSuccess: (_data, { category }) => {
      notify(category ? CATEGORY_MESSAGES.updated : CATEGORY_MESSAGES.created, { type: 'success' });
      setForm(null);
      setServerErrors({});
      void refreshCategories();
    },
    onError: (error, { category }) => {
      setServerErrors(formErrorsOf(error));
      notify(errorMessage(error, category ? CATEGORY_MESSAGES.updateFailed : CATEGORY_MESSAGES.createFailed), { type: 'error' });
    },
  });

  const deactivate = useMutation({
    mutationFn: (category: Categorie) => dataProvider.deactivateCategory(category.id),
    onSuccess: () => {
      notify(CATEGORY_MESSAGES.deactivated, { type: 'success' });
      void refreshCategories();
    },
    onError: (error) => notify(errorMessage(error, CATEGORY_MESSAGES.deactivateFailed), { type: 'error' }),
    onSettled: () => setToDeactivate(null),
  });

  const reactivate = useMutation({
    mutationFn: (category: Categorie) => dataProvider.reactivateCategory(category.id),
    onSuccess: () => {
      notify(CATEGORY_MESSAGES.reactivated, { type: 'success' });
      void refreshCategories();
    },
    onError: (error) => notify(errorMessage(error, CATEGORY_MESSAGES.reactivateFailed), { type: 'error' }),
  });

  const initDefaults = useMutation({
    mutationFn: () => dataProvider.initDefaultCategories(),
    onSuccess: (created) => {
      notify(initialisedMessage(created.length), { type: 'success' });
      void refreshCategories();
    },
    onError: (error) => notify(errorMessage(error, CATEGORY_MESSAGES.initFailed), { type: 'error' }),
  });

  const conversion = (currency: string): PriceConversion | null => {
    if (!context || !(context.exchange_rate > 0)) return null;
    if (currency === context.base_currency_code) return { currency: context.destination_currency_code, rate: context.exchange_rate };
    if (currency === context.destination_currency_code) return { currency: context.base_currency_code, rate: 1 / context.exchange_rate };
    return null;
  };

  const actions: CategoryActions = {
    onEdit: (category) => {
      setServerErrors({});
      setForm({ mode: 'edit', category });
    },
    onDeactivate: setToDeactivate,
    onReactivate: (category) => reactivate.mutate(category),
    busy: deactivate.isPending || reactivate.isPending,
  };

  const all = categories.data ?? [];
  const shown = filterCategories(all, filters);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || filters.search.trim() !== '';
  const reset = () => setFilters(DEFAULT_CATEGORY_FILTERS);
  const openCreate = () => {
    setServerErrors({});
    setForm({ mode: 'create' });
  };

  let content;
  if (categories.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Chargement des catégories" />
      </Box>
    );
  } else if (categories.isError) {
    content = (
      <LoadError error={categories.error} message={CATEGORY_MESSAGES.loadFailed} onRetry={() => void categories.refetch()}>
        {CATEGORY_MESSAGES.loadFailed}
      </LoadError>
    );
  } else if (all.length === 0) {
    content = (
      <EmptyState
        title={CATEGORY_MESSAGES.emptyAll}
        hint="Créez une catégorie ou partez des catégories par défaut."
        action={
          <Button variant="contained" startIcon={initDefaults.isPending ? <CircularProgress size={16} /> : <AutoFixHighIcon />} onClick={() => initDefaults.mutate()} disabled={initDefaults.isPending}>
            Initialiser par défaut
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    content = <EmptyState title={CATEGORY_MESSAGES.emptySearch} hint="Modifiez la recherche ou les filtres." action={<Button onClick={reset}>Réinitialiser les filtres</Button>} />;
  } else if (view === 'list' && !isSmall) {
    content = (
      <TableContainer component={Card} variant="outlined">
        <Table aria-label="Catégories">
          <TableHead>
            <TableRow>
              <TableCell>Catégorie</TableCell>
              <TableCell>Tarification</TableCell>
              <TableCell>Prix unitaire</TableCell>
              <TableCell>Badges</TableCell>
              <TableCell>Ordre</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((category) => (
              <CategoryRow key={category.id} category={category} actions={actions} conversion={conversion} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else {
    content = (
      <Grid container spacing={2}>
        {shown.map((category) => (
          <Grid key={category.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CategoryCard category={category} actions={actions} conversion={conversion} />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <SectionHeader
        title="Catégories de Produits"
        subtitle="Tarifs par catégorie et mots-clés de détection automatique des produits."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={form !== null}>
            Nouvelle catégorie
          </Button>
        }
      />

      {form && (
        <CategoryForm
          key={form.mode === 'edit' ? form.category.id : 'new'}
          mode={form.mode}
          initial={form.mode === 'edit' ? formValuesOf(form.category) : emptyCategoryForm(baseCurrency ?? 'CAD')}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => save.mutate({ values, category: form.mode === 'edit' ? form.category : undefined })}
          onCancel={() => setForm(null)}
        />
      )}

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            label="Rechercher"
            size="small"
            value={filters.search}
            onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
            placeholder="Nom, description ou mot-clé"
            sx={{ flex: '1 1 240px' }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <Button variant={showFilters ? 'contained' : 'outlined'} onClick={() => setShowFilters((open) => !open)} aria-expanded={showFilters} startIcon={<FilterListIcon />}>
            <Badge badgeContent={filterCount} color="secondary" sx={{ '& .MuiBadge-badge': { right: -12 } }}>
              Filtres
            </Badge>
          </Button>
          <ToggleButtonGroup value={view} exclusive size="small" onChange={(_event, value: 'grid' | 'list' | null) => value && setView(value)} aria-label="Affichage">
            <ToggleButton value="grid" aria-label="Vue en grille">
              <GridViewIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="list" aria-label="Vue en liste">
              <ViewListIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          <Button startIcon={<RestartAltIcon />} onClick={reset} disabled={!filtered}>
            Réinitialiser
          </Button>
        </CardContent>
        <Collapse in={showFilters} unmountOnExit>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 0 }}>
            <TextField
              select
              label="Visibilité"
              size="small"
              value={filters.visibility}
              onChange={(event) => setFilters((current) => ({ ...current, visibility: event.target.value as VisibilityFilter }))}
              sx={{ minWidth: 200 }}
            >
              {(Object.keys(VISIBILITY_FILTER_LABELS) as VisibilityFilter[]).map((value) => (
                <MenuItem key={value} value={value}>
                  {VISIBILITY_FILTER_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Statut"
              size="small"
              value={filters.status}
              onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value as StatusFilter }))}
              sx={{ minWidth: 200 }}
            >
              {(Object.keys(STATUS_FILTER_LABELS) as StatusFilter[]).map((value) => (
                <MenuItem key={value} value={value}>
                  {STATUS_FILTER_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </CardContent>
        </Collapse>
      </Card>

      {categories.isSuccess && all.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }} role="status">
          {foundMessage(shown.length)}
        </Typography>
      )}
      {content}

      <ConfirmActionDialog
        open={toDeactivate !== null}
        title="Confirmer la désactivation"
        message={`La catégorie « ${toDeactivate?.nom ?? ''} » ne sera plus disponible pour les nouveaux colis. Les colis existants ne changent pas, et vous pourrez la réactiver à tout moment.`}
        confirmLabel="Désactiver"
        destructive
        pending={deactivate.isPending}
        onConfirm={() => toDeactivate && deactivate.mutate(toDeactivate)}
        onClose={() => setToDeactivate(null)}
      />
    </>
  );
}
