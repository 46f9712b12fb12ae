import type { ChangeEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatMoney } from '../../domain/currency';
import { MISSING_FEE_REASONS, pricingNeeds, pricingTypeLabel, type FeeCategory, type FeeSummary, type MissingFee, type MissingFeeReason } from '../../domain/fees';
import type { EditErrors, EditValues, ProductValues } from './colisEditForm';

/** A category the products tab offers, priced in the parcel's base currency. */
export interface EditCategory extends FeeCategory {
  id: number;
  nom: string;
  is_active: boolean;
}

/** The fees before the edit (as saved) and after it (as the domain's rules compute them), with the discount that applies. */
export interface EditedFees {
  saved: { baseFee: number; discount: number; total: number };
  /** Null while the categories' prices are loading. */
  edited: FeeSummary | null;
  /** The products priced 0 for want of a category, dimensions or lines. */
  missing: MissingFee[];
}

type ProductTextKey = 'nom_produit' | 'quantite' | 'valeur_estimee_individuelle' | 'poids_unitaire' | 'longueur_cm' | 'largeur_cm' | 'hauteur_cm' | 'nb_lignes';

interface ProductCardProps {
  product: ProductValues;
  index: number;
  errors: EditErrors;
  disabled: boolean;
  currency: string;
  categories: readonly EditCategory[] | null;
  fee: number | null;
  /** Why its fee is 0 for want of something, or null. */
  reason: MissingFeeReason | null;
  onProduct: (index: number, patch: Partial<ProductValues>) => void;
  onRemove: (index: number) => void;
}

/** One product: name, category, quantity, value, weight; the dimensions or lines its category reads; its fee, or why it is 0. */
function ProductCard({ product, index, errors, disabled, currency, categories, fee, reason, onProduct, onRemove }: ProductCardProps) {
  const category = categories?.find((c) => c.id === product.categorie_produit) ?? null;
  const needs = pricingNeeds(category?.type_tarification);
  // Until the prices are read, the saved category is the one choice (so the field shows its name).
  const offered = categories
    ? categories.filter((c) => c.is_active || c.id === product.categorie_produit)
    : product.categorie_produit !== null
      ? [{ id: product.categorie_produit, nom: product.categorie_nom ?? `Catégorie ${product.categorie_produit}`, is_active: true }]
      : [];
  const field = (key: ProductTextKey, label: string, inputMode?: 'numeric' | 'decimal', required = true) => ({
    label,
    slotProps: inputMode ? { htmlInput: { inputMode } } : undefined,
    value: product[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onProduct(index, { [key]: event.target.value }),
    error: Boolean(errors[`produits.${index}.${key}`]),
    helperText: errors[`produits.${index}.${key}`],
    disabled,
    required,
  });
  return (
    <Card variant="outlined" component="fieldset" aria-label={`Produit ${index + 1}`} sx={{ m: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="legend" variant="subtitle2">
            Produit {index + 1}
          </Typography>
          <Tooltip title="Supprimer ce produit">
            <span>
              <IconButton aria-label={`Supprimer le produit ${index + 1}`} size="small" color="error" disabled={disabled} onClick={() => onRemove(index)}>
                <DeleteIcon fontSize="inherit" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <TextField sx={{ gridColumn: { sm: 'span 2' } }} {...field('nom_produit', 'Nom du produit')} />
        <TextField
          select
          label="Catégorie"
          value={product.categorie_produit === null ? '' : String(product.categorie_produit)}
          onChange={(event) => onProduct(index, { categorie_produit: event.target.value === '' ? null : Number(event.target.value) })}
          disabled={disabled || categories === null}
          helperText={categories === null ? 'Chargement des tarifs…' : category ? `${pricingTypeLabel(category.type_tarification)} · ${formatMoney(category.prix_unitaire, currency)}` : undefined}
        >
          <MenuItem value="">Aucune catégorie</MenuItem>
          {offered.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.is_active ? c.nom : `${c.nom} (désactivée)`}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('quantite', 'Quantité', 'numeric')} />
        <TextField {...field('valeur_estimee_individuelle', `Valeur unitaire (${currency})`, 'decimal')} />
        <TextField {...field('poids_unitaire', 'Poids unitaire (kg)', 'decimal')} />
        {needs.dimensions && (
          <>
            <TextField {...field('longueur_cm', 'Longueur (cm)', 'decimal', false)} />
            <TextField {...field('largeur_cm', 'Largeur (cm)', 'decimal', false)} />
            <TextField {...field('hauteur_cm', 'Hauteur (cm)', 'decimal', false)} />
          </>
        )}
        {needs.lines && <TextField {...field('nb_lignes', 'Nombre de lignes', 'numeric', false)} />}
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: reason ? 'warning.dark' : 'text.secondary' }} data-testid={`frais-produit-${index + 1}`}>
          {fee === null ? 'Frais : calcul en attente des tarifs' : reason ? `Frais : ${formatMoney(fee, currency)}, ${MISSING_FEE_REASONS[reason]}` : `Frais : ${formatMoney(fee, currency)}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Before → after, or the one amount when it did not move. */
function Moved({ label, before, after, currency, testId }: { label: string; before: number; after: number | null; currency: string; testId: string }) {
  const moved = after !== null && formatMoney(before, currency) !== formatMoney(after, currency);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: moved ? 700 : undefined }}>
        {moved ? `${formatMoney(before, currency)} → ${formatMoney(after, currency)}` : formatMoney(before, currency)}
      </Typography>
    </Box>
  );
}

interface ColisProductsEditorProps {
  values: EditValues;
  errors: EditErrors;
  disabled: boolean;
  currency: string;
  categories: readonly EditCategory[] | null;
  fees: EditedFees;
  /** The saved discount was above the new base fee: the field shows what applies, and this says so. */
  discountNote: { typed: number; applied: number } | null;
  onProduct: (index: number, patch: Partial<ProductValues>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (key: 'rabais_applique' | 'description', value: string) => void;
}

/**
 * The products tab of the edit screen: each product's category, quantity, weight, dimensions or
 * lines, products added or removed, and the new fee as the domain's rules compute it, before saving.
 */
export function ColisProductsEditor({ values, errors, disabled, currency, categories, fees, discountNote, onProduct, onAdd, onRemove, onChange }: ColisProductsEditorProps) {
  const baseFee = fees.edited?.baseFee ?? fees.saved.baseFee;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {errors.produits && <Alert severity="error">{errors.produits}</Alert>}
      {values.produits.map((product, index) => (
        <ProductCard
          key={product.key}
          product={product}
          index={index}
          errors={errors}
          disabled={disabled}
          currency={currency}
          categories={categories}
          fee={fees.edited?.lines[index]?.fee ?? null}
          reason={fees.edited ? (fees.missing.find((item) => item.index === index)?.reason ?? null) : null}
          onProduct={onProduct}
          onRemove={onRemove}
        />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd} disabled={disabled}>
          Ajouter un produit
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          label={`Rabais appliqué (${currency})`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          value={values.rabais_applique}
          onChange={(event) => onChange('rabais_applique', event.target.value)}
          error={Boolean(errors.rabais_applique)}
          helperText={
            errors.rabais_applique ??
            (discountNote
              ? `Le rabais de ${formatMoney(discountNote.typed, currency)} dépasse les nouveaux frais d'expédition : ${formatMoney(discountNote.applied, currency)} est appliqué.`
              : `Entre 0 et ${formatMoney(baseFee, currency)} (frais d'expédition)`)
          }
          disabled={disabled}
        />
        <TextField label="Description" multiline minRows={2} value={values.description} onChange={(event) => onChange('description', event.target.value)} disabled={disabled} />
      </Box>
      <Card variant="outlined" component="section" aria-label="Frais du colis">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Moved label="Frais d'expédition" before={fees.saved.baseFee} after={fees.edited?.baseFee ?? null} currency={currency} testId="frais-expedition" />
          <Moved label="Rabais" before={fees.saved.discount} after={fees.edited?.discount ?? null} currency={currency} testId="frais-rabais" />
          <Divider />
          <Moved label="Total à payer" before={fees.saved.total} after={fees.edited?.total ?? null} currency={currency} testId="frais-total" />
          <Typography variant="body2" color="text.secondary">
            Calculés avec les tarifs actuels des catégories ; le serveur les recalcule à l'enregistrement.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
