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
import { ListContextProvider, useCreate, useDataProvider, useDelete, useListController, useNotify, useRefresh, useStore, useUpdate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Categorie } from '../../dataProvider/contract/configuration';
import { errorMessage } from '../../dataProvider/errors';
import { EmptyState } from '../../components/EmptyState';
import { ChoiceField } from '../../components/list/ChoiceField';
import { DataList } from '../../components/list/DataList';
import { ListStatus } from '../../components/list/ListStatus';
import { SearchField } from '../../components/list/SearchField';
import { useCurrency } from '../../components/useCurrency';
import {
  CATEGORY_MESSAGES,
  STATUS_FILTER_LABELS,
  VISIBILITY_FILTER_LABELS,
  activeFilterCount,
  categoryBody,
  categoryListFilters,
  emptyCategoryForm,
  foundMessage,
  initialisedMessage,
  type CategoryFormDefaults,
  type PricingType,
  type StatusFilter,
  type VisibilityFilter,
} from '../../domain/categoryForm';
import type { CategoryBody } from '../../domain/schemas/categories';
import { submissionErrors } from '../../components/form/submissionErrors';
import { SectionHeader } from '../../components/SectionHeader';
import { CategoryForm } from './CategoryForm';
import { CategoryCard, categoryColumns, type CategoryActions, type PriceConversion } from './CategoryItem';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

/**
 * Every category of the company, inactive ones included, on one page (a company has tens of them;
 * 100 is the server's largest page); the dataProvider filters them (src/domain/categoryForm.ts).
 */
const MANAGED_CATEGORIES = { perPage: 100, sort: { field: 'ordre_affichage', order: 'ASC' as const }, filter: { include_inactive: true } };
const SEARCH_DELAY_MS = 300;

const VISIBILITY_CHOICES = (Object.keys(VISIBILITY_FILTER_LABELS) as VisibilityFilter[]).map((value) => ({ value, label: VISIBILITY_FILTER_LABELS[value] }));
const STATUS_CHOICES = (Object.keys(STATUS_FILTER_LABELS) as StatusFilter[]).map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

type FormState = { mode: 'create' } | { mode: 'edit'; category: Categorie } | null;

/** The fields a server's refusal may name, each shown at its field. */
const CATEGORY_FIELDS = Object.keys(emptyCategoryForm(''));

/** An edit starts from the category; its currency only checks the price's decimals, it is not sent. */
function formValuesOf(category: Categorie): CategoryFormDefaults {
  return {
    nom: category.nom,
    emoji: category.emoji ?? '',
    description: category.description ?? '',
    description_complete: category.description_complete ?? '',
    type_tarification: category.type_tarification as PricingType,
    prix_unitaire: category.prix_unitaire,
    ordre_affichage: category.ordre_affichage ?? 0,
    mots_cles_detection: category.mots_cles_detection ?? [],
    afficher_pour_colis: category.afficher_pour_colis !== false,
    afficher_pour_facture: category.afficher_pour_facture !== false,
    devise_creation: category.devise_creation ?? '',
  };
}

/** Category management (spec 000 sections 2, 4, 5, 8); search, filters and view kept (URL, user's store). */
export default function CategoryList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // Every list of categories (this screen, the wizard's pickers, the converted prices) reads the change.
  const refresh = useRefresh();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { context, baseCurrency, destinationCurrency } = useCurrency();
  const routeCurrencies = [...new Set([baseCurrency, destinationCurrency].filter((code): code is string => Boolean(code)))];
  const [showFilters, setShowFilters] = useState(false);
  const [view, setView] = useStore<'grid' | 'list'>('categories.vue', 'grid');
  const [form, setForm] = useState<FormState>(null);
  const [toDeactivate, setToDeactivate] = useState<Categorie | null>(null);

  // The route guard decides who reaches the screen (docs/permissions.md).
  const list = useListController<Categorie>({ resource: 'categories', ...MANAGED_CATEGORIES, debounce: 0, disableAuthentication: true });

  const creation = useIdempotencyKey();
  const [create] = useCreate<Categorie>();
  const [update] = useUpdate<Categorie>();
  const [remove, removal] = useDelete<Categorie>();

  const saved = (message: string) => {
    notify(message, { type: 'success' });
    setForm(null);
    refresh();
  };
  /** Create or update; a refusal's field messages go to their fields, the toast says the rest. */
  const save = async (body: CategoryBody, category?: Categorie) => {
    const sent = categoryBody(body);
    try {
      if (category) {
        // An edit keeps the category's currency: the form holds it only to check the price.
        const { devise_creation: _kept, ...changes } = sent;
        await update('categories', { id: category.id, data: changes, previousData: category }, { returnPromise: true });
        saved(CATEGORY_MESSAGES.updated);
      } else {
        await create('categories', { data: sent, meta: { idempotencyKey: creation.current() } }, { returnPromise: true });
        creation.settle();
        saved(CATEGORY_MESSAGES.created);
      }
    } catch (error) {
      if (!category) creation.settleIfReused(error);
      notify(errorMessage(error, category ? CATEGORY_MESSAGES.updateFailed : CATEGORY_MESSAGES.createFailed), { type: 'error' });
      return submissionErrors(error, CATEGORY_FIELDS);
    }
  };

  const deactivate = (category: Categorie) =>
    remove(
      'categories',
      { id: category.id, previousData: category },
      {
        onSuccess: () => {
          notify(CATEGORY_MESSAGES.deactivated, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(errorMessage(error, CATEGORY_MESSAGES.deactivateFailed), { type: 'error' }),
        onSettled: () => setToDeactivate(null),
      },
    );
  const reactivate = useMutation({
    mutationFn: (category: Categorie) => dataProvider.reactivateCategory(category.id),
    onSuccess: () => {
      notify(CATEGORY_MESSAGES.reactivated, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error, CATEGORY_MESSAGES.reactivateFailed), { type: 'error' }),
  });

  const initDefaults = useMutation({
    mutationFn: () => dataProvider.initDefaultCategories(),
    onSuccess: (created) => {
      notify(initialisedMessage(created.length), { type: 'success' });
      refresh();
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
    onEdit: (category) => setForm({ mode: 'edit', category }),
    onDeactivate: setToDeactivate,
    onReactivate: (category) => reactivate.mutate(category),
    busy: removal.isPending || reactivate.isPending,
  };

  const shown = list.data ?? [];
  const filters = categoryListFilters(list.filterValues);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || filters.search.trim() !== '';
  // No category at all, whatever the filters: the company starts from the default ones.
  const noneAtAll = !list.isPending && !filtered && list.total === 0;
  const reset = () => list.setFilters({});
  const setFilter = (key: string) => (value: string) => list.setFilters({ ...list.filterValues, [key]: value === 'all' ? '' : value });
  const openCreate = () => setForm({ mode: 'create' });

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
    noneAtAll ? (
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
          onSubmit={(body) => save(body, form.mode === 'edit' ? form.category : undefined)}
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

      {list.total !== undefined && !noneAtAll && (
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
        pending={removal.isPending}
        onConfirm={() => toDeactivate && deactivate(toDeactivate)}
        onClose={() => setToDeactivate(null)}
      />
    </ListContextProvider>
  );
}
