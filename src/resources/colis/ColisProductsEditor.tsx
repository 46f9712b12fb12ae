import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, IconButton, MenuItem, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../domain/currency';
import { formatNumberInput } from '../../domain/format';
import { typedValue } from '../../domain/numbers';
import { MISSING_FEE_REASONS, missingFees, parcelFees, pricingNeeds, pricingTypeLabel, type FeeCategory, type FeeSummary, type MissingFeeReason } from '../../domain/fees';
import { FormTextField } from '../../components/form/FormTextField';
import { NumberField } from '../../components/form/NumberField';
import { useFormMessages } from '../../components/form/SchemaForm';
import { feeProductsOf, newProduct, type EditValues, type ProductValues } from './colisEditForm';

/** A category the products tab offers, priced in the parcel's base currency. */
export interface EditCategory extends FeeCategory {
  id: number;
  nom: string;
  is_active: boolean;
}

/** The fees as saved, before the edit. */
export interface SavedFees {
  baseFee: number;
  discount: number;
  total: number;
}

/** A saved discount that the new base fee brought down: what was saved, what now applies. */
export interface DiscountNote {
  typed: number;
  applied: number;
}

/** The discount typed, as a number (0 while blank or unreadable: the field says why). */
const discountOf = (text: unknown) => {
  const value = typeof text === 'string' ? typedValue(text) : null;
  return value !== null && Number.isFinite(value) ? value : 0;
};

/** The fees of the products and the discount typed (or sent), as the domain's rules compute them; null while the categories' prices are loading. */
export function editedFees(produits: readonly Partial<Record<keyof ProductValues, unknown>>[], discount: number, categories: readonly EditCategory[] | null, currency: string): FeeSummary | null {
  if (!categories) return null;
  return parcelFees(feeProductsOf(produits), (p) => categories.find((c) => c.id === p.categorie_produit), discount, { currency });
}

/** A choice's id from the select's text ('' for none). */
const categoryChoice = (text: string) => (text === '' ? null : Number(text));

interface ProductCardProps {
  index: number;
  disabled: boolean;
  currency: string;
  categories: readonly EditCategory[] | null;
  /** The saved category's name, shown until the categories' prices are read. */
  savedCategory: { id: number; nom: string } | null;
  fee: number | null;
  /** Why its fee is 0 for want of something, or null. */
  reason: MissingFeeReason | null;
  onRemove: () => void;
}

/** One product: name, category, quantity, value, weight; the dimensions or lines its category reads; its fee, or why it is 0. */
function ProductCard({ index, disabled, currency, categories, savedCategory, fee, reason, onRemove }: ProductCardProps) {
  const name = (field: keyof ProductValues) => `produits.${index}.${field}`;
  const categoryId = useWatch({ name: name('categorie_produit') }) as number | null;
  const category = categories?.find((c) => c.id === categoryId) ?? null;
  const needs = pricingNeeds(category?.type_tarification);
  // Until the prices are read, the saved category is the one choice (so the field shows its name).
  const offered = categories ? categories.filter((c) => c.is_active || c.id === categoryId) : savedCategory ? [{ ...savedCategory, is_active: true }] : [];
  return (
    <Card variant="outlined" component="fieldset" aria-label={`Produit ${index + 1}`} sx={{ m: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="legend" variant="subtitle2">
            Produit {index + 1}
          </Typography>
          <Tooltip title="Supprimer ce produit">
            <span>
              <IconButton aria-label={`Supprimer le produit ${index + 1}`} size="small" color="error" disabled={disabled} onClick={onRemove}>
                <DeleteIcon fontSize="inherit" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
        <FormTextField source={name('nom_produit')} label="Nom du produit" required disabled={disabled} sx={{ gridColumn: { sm: 'span 2' } }} />
        <FormTextField
          source={name('categorie_produit')}
          label="Catégorie"
          select
          parse={categoryChoice}
          disabled={disabled || categories === null}
          helperText={categories === null ? 'Chargement des tarifs…' : category ? `${pricingTypeLabel(category.type_tarification)} · ${formatMoney(category.prix_unitaire, currency)}` : undefined}
        >
          <MenuItem value="">Aucune catégorie</MenuItem>
          {offered.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.is_active ? c.nom : `${c.nom} (désactivée)`}
            </MenuItem>
          ))}
        </FormTextField>
        <NumberField source={name('quantite')} label="Quantité" integer required disabled={disabled} />
        <NumberField source={name('valeur_estimee_individuelle')} label={`Valeur unitaire (${currency})`} required disabled={disabled} />
        <NumberField source={name('poids_unitaire')} label="Poids unitaire (kg)" required disabled={disabled} />
        {needs.dimensions && (
          <>
            <NumberField source={name('longueur_cm')} label="Longueur (cm)" disabled={disabled} />
            <NumberField source={name('largeur_cm')} label="Largeur (cm)" disabled={disabled} />
            <NumberField source={name('hauteur_cm')} label="Hauteur (cm)" disabled={disabled} />
          </>
        )}
        {needs.lines && <NumberField source={name('nb_lignes')} label="Nombre de lignes" integer disabled={disabled} />}
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
  disabled: boolean;
  currency: string;
  categories: readonly EditCategory[] | null;
  saved: SavedFees;
  /** The saved products' categories by product id, named until the prices are read. */
  savedCategories: ReadonlyMap<number, { id: number; nom: string }>;
  /** The saved discount was above the new base fee: the field shows what applies, and this says so. */
  discountNote: DiscountNote | null;
  onDiscountLowered: (note: DiscountNote) => void;
}

/**
 * The products tab of the edit screen (the form's `produits`, `rabais_applique` and
 * `description`): each product's category, quantity, weight, dimensions or lines, products added
 * or removed, and the new fee as the domain's rules compute it, before saving. A discount above a
 * base fee that the products brought down follows it down, and its field says so.
 */
export function ColisProductsEditor({ disabled, currency, categories, saved, savedCategories, discountNote, onDiscountLowered }: ColisProductsEditorProps) {
  const { fields, append, remove } = useFieldArray<EditValues, 'produits'>({ name: 'produits' });
  const { getValues, setValue } = useFormContext<EditValues>();
  const values = useWatch<EditValues>() as EditValues;
  const messages = useFormMessages(values);
  const edited = editedFees(values.produits, discountOf(values.rabais_applique), categories, currency);
  const missing = categories ? missingFees(feeProductsOf(values.produits), (p) => categories.find((c) => c.id === p.categorie_produit)) : [];
  const baseFee = edited?.baseFee ?? null;

  const previousBaseFee = useRef(baseFee);
  useEffect(() => {
    const before = previousBaseFee.current;
    previousBaseFee.current = baseFee;
    if (before === null || baseFee === null || baseFee === before) return;
    const discount = discountOf(getValues('rabais_applique'));
    if (discount <= baseFee) return;
    setValue('rabais_applique', formatNumberInput(baseFee), { shouldDirty: true, shouldValidate: true });
    onDiscountLowered({ typed: discountNote?.typed ?? discount, applied: baseFee });
  }, [baseFee, getValues, setValue, discountNote, onDiscountLowered]);

  const noteApplies = discountNote !== null && values.rabais_applique === formatNumberInput(discountNote.applied);
  const listMessage = messages.produits;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {fields.map((field, index) => {
        const savedId = values.produits[index]?.id;
        return (
          <ProductCard
            key={field.id}
            index={index}
            disabled={disabled}
            currency={currency}
            categories={categories}
            savedCategory={savedId === undefined ? null : (savedCategories.get(savedId) ?? null)}
            fee={edited?.lines[index]?.fee ?? null}
            reason={edited ? (missing.find((item) => item.index === index)?.reason ?? null) : null}
            onRemove={() => remove(index)}
          />
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append(newProduct())} disabled={disabled}>
          Ajouter un produit
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <NumberField
          source="rabais_applique"
          label={`Rabais appliqué (${currency})`}
          disabled={disabled}
          helperText={
            noteApplies && discountNote
              ? `Le rabais de ${formatMoney(discountNote.typed, currency)} dépasse les nouveaux frais d'expédition : ${formatMoney(discountNote.applied, currency)} est appliqué.`
              : `Entre 0 et ${formatMoney(baseFee ?? saved.baseFee, currency)} (frais d'expédition)`
          }
        />
        <FormTextField source="description" label="Description" multiline minRows={2} disabled={disabled} />
      </Box>
      <Card variant="outlined" component="section" aria-label="Frais du colis">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Moved label="Frais d'expédition" before={saved.baseFee} after={edited?.baseFee ?? null} currency={currency} testId="frais-expedition" />
          <Moved label="Rabais" before={saved.discount} after={edited?.discount ?? null} currency={currency} testId="frais-rabais" />
          <Divider />
          <Moved label="Total à payer" before={saved.total} after={edited?.total ?? null} currency={currency} testId="frais-total" />
          <Typography variant="body2" color="text.secondary">
            Calculés avec les tarifs actuels des catégories ; le serveur les recalcule à l'enregistrement.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
