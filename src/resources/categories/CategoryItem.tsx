import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import type { Categorie } from '../../dataProvider/contract/configuration';
import { DualAmount } from '../../components/DualAmount';
import type { ListColumn } from '../../components/list/columns';
import { PRICING_TYPE_LABELS, isCustom, type PricingType } from '../../domain/categoryForm';
import { canEditCategory } from '../../domain/permissions';

export interface CategoryActions {
  onEdit: (category: Categorie) => void;
  onDeactivate: (category: Categorie) => void;
  onReactivate: (category: Categorie) => void;
  busy: boolean;
}

/** The price in its currency of creation with the route's other currency underneath. */
export interface PriceConversion {
  currency: string;
  rate: number;
}

export function Badges({ category }: { category: Categorie }) {
  const colis = category.afficher_pour_colis !== false;
  const facture = category.afficher_pour_facture !== false;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {category.is_default ? <Chip size="small" color="primary" label="Défaut" /> : isCustom(category) && <Chip size="small" color="secondary" label="Personnalisé" />}
      {category.is_active === false && <Chip size="small" label="Inactif" />}
      {colis && <Chip size="small" variant="outlined" label="Colis" />}
      {facture && <Chip size="small" variant="outlined" label="Factures" />}
      {!colis && !facture && <Chip size="small" variant="outlined" color="warning" label="Cachée" />}
    </Stack>
  );
}

function ActionButtons({ category, actions }: { category: Categorie; actions: CategoryActions }) {
  if (!canEditCategory(category)) return null;
  if (category.is_active === false) {
    return (
      <Button size="small" startIcon={<RestoreIcon />} onClick={() => actions.onReactivate(category)} disabled={actions.busy} aria-label={`Réactiver ${category.nom}`}>
        Réactiver
      </Button>
    );
  }
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={() => actions.onEdit(category)} disabled={actions.busy} aria-label={`Modifier ${category.nom}`}>
        Modifier
      </Button>
      <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => actions.onDeactivate(category)} disabled={actions.busy} aria-label={`Désactiver ${category.nom}`}>
        Désactiver
      </Button>
    </>
  );
}

function Price({ category, conversion }: { category: Categorie; conversion: (currency: string) => PriceConversion | null }) {
  const currency = category.devise_creation ?? '';
  const other = conversion(currency);
  return <DualAmount amount={category.prix_unitaire} currency={currency} secondaryCurrency={other?.currency} rate={other?.rate} />;
}

const pricingLabel = (type: string) => PRICING_TYPE_LABELS[type as PricingType] ?? type;

export function CategoryCard({ category, actions, conversion }: { category: Categorie; actions: CategoryActions; conversion: (currency: string) => PriceConversion | null }) {
  return (
    <Card
      variant="outlined"
      // Dimmed (spec 000) by a grey, dashed card rather than transparency, which took its text and chips below axe's contrast.
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...(category.is_active === false ? { bgcolor: 'grey.100', borderStyle: 'dashed' } : {}) }}
      data-testid={`categorie-${category.id}`}
      aria-label={category.nom}
      component="article"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="span" sx={{ fontSize: 28 }} aria-hidden>
            {category.emoji || '📦'}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
            {category.nom}
          </Typography>
        </Box>
        <Badges category={category} />
        {category.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {category.description}
          </Typography>
        )}
        <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {pricingLabel(category.type_tarification)}
          </Typography>
          <Price category={category} conversion={conversion} />
        </Box>
        {(category.mots_cles_detection?.length ?? 0) > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Mots-clés : {category.mots_cles_detection?.join(', ')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <ActionButtons category={category} actions={actions} />
      </CardActions>
    </Card>
  );
}

/** The list view's columns (large screens). */
export function categoryColumns(actions: CategoryActions, conversion: (currency: string) => PriceConversion | null): ListColumn<Categorie>[] {
  return [
    {
      key: 'nom',
      label: 'Catégorie',
      render: (category) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span aria-hidden>{category.emoji || '📦'}</span>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {category.nom}
          </Typography>
        </Box>
      ),
    },
    { key: 'tarification', label: 'Tarification', render: (category) => pricingLabel(category.type_tarification) },
    { key: 'prix', label: 'Prix unitaire', render: (category) => <Price category={category} conversion={conversion} /> },
    { key: 'badges', label: 'Badges', render: (category) => <Badges category={category} /> },
    { key: 'ordre', label: 'Ordre', render: (category) => category.ordre_affichage ?? 0 },
    { key: 'actions', label: 'Actions', align: 'right', noWrap: true, render: (category) => <ActionButtons category={category} actions={actions} /> },
  ];
}
