import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Collapse,
  Grid,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListContextProvider, useDataProvider, useNotify, useStore } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Categorie } from '../../../dataProvider/contract/configuration';
import { errorBody, errorMessage } from '../../../dataProvider/errors';
import { EmptyState } from '../../../components/EmptyState';
import { ChoiceField } from '../../../components/list/ChoiceField';
import { DataList } from '../../../components/list/DataList';
import { filterText } from '../../../components/list/filterValues';
import { ListStatus } from '../../../components/list/ListStatus';
import { SearchField } from '../../../components/list/SearchField';
import { useLocalListController } from '../../../components/list/useLocalListController';
import { useCurrency } from '../../../components/useCurrency';
import {
  CATEGORY_MESSAGES,
  STATUS_FILTER_LABELS,
  VISIBILITY_FILTER_LABELS,
  activeFilterCount,
  emptyCategoryForm,
  filterCategories,
  formatKeywords,
  foundMessage,
  initialisedMessage,
  toCategoryPayload,
  type CategoryFormErrors,
  type CategoryFormValues,
  type PricingType,
  type StatusFilter,
  type VisibilityFilter,
} from '../../../domain/categoryForm';
import { SectionHeader } from '../SectionHeader';
import { CategoryForm } from './CategoryForm';
import { CategoryCard, categoryColumns, type CategoryActions, type PriceConversion } from './CategoryItem';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { useIdempotencyKey } from '../../../components/useIdempotencyKey';

export const MANAGED_CATEGORIES_QUERY_KEY = ['configuration', 'categories'] as const;
/** Every category fits on one page: a company has tens of them. */
const ALL_ON_ONE_PAGE = 500;
const SEARCH_DELAY_MS = 300;

const VISIBILITY_CHOICES = (Object.keys(VISIBILITY_FILTER_LABELS) as VisibilityFilter[]).map((value) => ({ value, label: VISIBILITY_FILTER_LABELS[value] }));
const STATUS_CHOICES = (Object.keys(STATUS_FILTER_LABELS) as StatusFilter[]).map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

/** The URL's filters (`q`, `visibilite`, `statut`; 'all' when absent) → the domain's filters. */
function urlFilters(filter: Record<string, unknown>) {
  return {
    search: filterText(filter, 'q'),
    visibility: (filterText(filter, 'visibilite') || 'all') as VisibilityFilter,
    status: (filterText(filter, 'statut') || 'all') as StatusFilter,
  };
}

const matching = (categories: readonly Categorie[], filter: Record<string, unknown>) => filterCategories(categories, urlFilters(filter));

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
    devise_creation: category.devise_creation ?? '',
  };
}

/** Server field names → form field names. */
function formErrorsOf(error: unknown): CategoryFormErrors {
  const fields = errorBody(error)?.errors ?? {};
  const { mots_cles_detection: keywords, ...rest } = fields;
  return { ...(rest as CategoryFormErrors), ...(keywords ? { mots_cles: keywords } : {}) };
}

/** Every cached category list (this screen, the wizard's pickers, the react-admin resource). */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && part.includes('categor')) });
}

/** Deactivate or reactivate: the spec's toasts, then every category list refreshed. */
function useCategoryAction(run: (category: Categorie) => Promise<unknown>, done: string, failed: string, onSettled?: () => void) {
  const notify = useNotify();
  const refreshCategories = useRefreshCategories();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      void refreshCategories();
    },
    onError: (error) => notify(errorMessage(error, failed), { type: 'error' }),
    onSettled,
  });
}

/** Category management (spec 000 sections 2, 4, 5, 8); search, filters and view kept (URL, user's store). */
export default function CategoryManager() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { context, baseCurrency, destinationCurrency } = useCurrency();
  const routeCurrencies = [...new Set([baseCurrency, destinationCurrency].filter((code): code is string => Boolean(code)))];
  const [showFilters, setShowFilters] = useState(false);
  const [view, setView] = useStore<'grid' | 'list'>('categories.vue', 'grid');
  const [form, setForm] = useState<FormState>(null);
  const [serverErrors, setServerErrors] = useState<CategoryFormErrors>({});
  const [toDeactivate, setToDeactivate] = useState<Categorie | null>(null);

  const categories = useQuery({ queryKey: MANAGED_CATEGORIES_QUERY_KEY, queryFn: () => dataProvider.getManagedCategories() });
  const list = useLocalListController<Categorie>({ resource: 'categories', query: categories, filter: matching, perPage: ALL_ON_ONE_PAGE });

  const refreshCategories = useRefreshCategories();

  const creation = useIdempotencyKey();
  const save = useMutation({
    mutationFn: ({ values, category }: { values: CategoryFormValues; category?: Categorie }) =>
      category ? dataProvider.updateCategory(category.id, toCategoryPayload(values)) : dataProvider.createCategory(toCategoryPayload(values), { idempotencyKey: creation.current() }),
    onSuccess: (_data, { category }) => {
      if (!category) creation.settle();
      notify(category ? CATEGORY_MESSAGES.updated : CATEGORY_MESSAGES.created, { type: 'success' });
      setForm(null);
      setServerErrors({});
      void refreshCategories();
    },
    onError: (error, { category }) => {
      if (!category) creation.settleIfReused(error);
      setServerErrors(formErrorsOf(error));
      notify(errorMessage(error, category ? CATEGORY_MESSAGES.updateFailed : CATEGORY_MESSAGES.createFailed), { type: 'error' });
    },
  });

  const deactivate = useCategoryAction((category) => dataProvider.deactivateCategory(category.id), CATEGORY_MESSAGES.deactivated, CATEGORY_MESSAGES.deactivateFailed, () => setToDeactivate(null));
  const reactivate = useCategoryAction((category) => dataProvider.reactivateCategory(category.id), CATEGORY_MESSAGES.reactivated, CATEGORY_MESSAGES.reactivateFailed);

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
  const shown = list.data ?? [];
  const filters = urlFilters(list.filterValues);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || filters.search.trim() !== '';
  const reset = () => list.setFilters({});
  const setFilter = (key: string) => (value: string) => list.setFilters({ ...list.filterValues, [key]: value === 'all' ? '' : value });
  const openCreate = () => {
    setServerErrors({});
    setForm({ mode: 'create' });
  };

  const rows =
    view === 'list' && !isSmall ? (
      <DataList label="Catégories" columns={categoryColumns(actions, conversion)} card={{ title: 'nom' }} testId={(category) => `categorie-${category.id}`} dimmed={(category) => category.is_active === false} framed />
    ) : (
      <Grid container spacing={2}>
        {shown.map((category) => (
          <Grid key={category.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CategoryCard category={category} actions={actions} conversion={conversion} />
          </Grid>
        ))}
      </Grid>
    );

  const content =
    categories.isSuccess && all.length === 0 ? (
      <EmptyState
        title={CATEGORY_MESSAGES.emptyAll}
        hint="Créez une catégorie ou partez des catégories par défaut."
        action={
          <Button variant="contained" startIcon={initDefaults.isPending ? <CircularProgress size={16} /> : <AutoFixHighIcon />} onClick={() => initDefaults.mutate()} disabled={initDefaults.isPending}>
            Initialiser par défaut
          </Button>
        }
      />
    ) : (
      <ListStatus
        loadingLabel="Chargement des catégories"
        errorMessage={CATEGORY_MESSAGES.loadFailed}
        empty={<EmptyState title={CATEGORY_MESSAGES.emptySearch} hint="Modifiez la recherche ou les filtres." action={<Button onClick={reset}>Réinitialiser les filtres</Button>} />}
      >
        {rows}
      </ListStatus>
    );

  return (
    <ListContextProvider value={list}>
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
          initial={form.mode === 'edit' ? formValuesOf(form.category) : emptyCategoryForm(baseCurrency ?? '')}
          currencies={routeCurrencies}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => save.mutate({ values, category: form.mode === 'edit' ? form.category : undefined })}
          onCancel={() => setForm(null)}
        />
      )}

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <SearchField label="Rechercher" placeholder="Nom, description ou mot-clé" delay={SEARCH_DELAY_MS} sx={{ flex: '1 1 240px' }} />
          <Button
            variant={showFilters ? 'contained' : 'outlined'}
            onClick={() => setShowFilters((open) => !open)}
            aria-expanded={showFilters}
            startIcon={<FilterListIcon />}
            // The badge's count read as part of the name ('Filtres0'): the name says it in words.
            aria-label={filterCount > 0 ? `Filtres (${filterCount} actif${filterCount > 1 ? 's' : ''})` : 'Filtres'}
          >
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
            <ChoiceField label="Visibilité" value={filters.visibility} onChange={setFilter('visibilite')} choices={VISIBILITY_CHOICES} sx={{ minWidth: 200 }} />
            <ChoiceField label="Statut" value={filters.status} onChange={setFilter('statut')} choices={STATUS_CHOICES} sx={{ minWidth: 200 }} />
          </CardContent>
        </Collapse>
      </Card>

      {categories.isSuccess && all.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }} role="status">
          {foundMessage(list.total ?? 0)}
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
    </ListContextProvider>
  );
}
