import { memo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CategoryPicker, type PickerCategory } from '../../../components/CategoryPicker';
import { formatMoney } from '../../../domain/currency';
import { MISSING_CATEGORY_LABEL, pricingNeeds, productFee } from '../../../domain/fees';
import type { ProductLineValues } from '../../../domain/wizardValidation';
import { NumberField } from './NumberField';
import { useCategoryDetection } from './useCategoryDetection';
import type { WizardCategory } from './useWizardSetup';
import { ClosingConfirm } from '../../../components/ClosingConfirm';

interface ProductLineCardProps {
  index: number;
  /** The line as the form holds it now (`produits.<index>`). */
  line: ProductLineValues;
  categories: readonly WizardCategory[];
  pickerCategories: readonly PickerCategory[];
  baseCurrency: string;
  onRemoveLine: (index: number) => void;
}

/** One product line of the products step (the form's `produits.<index>`): fields, category detection and picker, its fee. */
export const ProductLineCard = memo(function ProductLineCard({ index, line, categories, pickerCategories, baseCurrency, onRemoveLine }: ProductLineCardProps) {
  const { setValue } = useFormContext();
  const source = (field: keyof ProductLineValues) => `produits.${index}.${field}`;
  const setCategory = (categorie_id: number | null, categorie_source: 'auto' | 'manual') => {
    setValue(source('categorie_id'), categorie_id, { shouldDirty: true });
    setValue(source('categorie_source'), categorie_source, { shouldDirty: true });
  };
  const onRemove = () => onRemoveLine(index);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const number = index + 1;
  const id = `produit-${line.key}`;
  const category = categories.find((c) => c.id === line.categorie_id) ?? null;
  const needs = pricingNeeds(category?.type_tarification);
  const detection = useCategoryDetection(line.nom, line.categorie_source === 'manual', line.categorie_id, (categoryId) => setCategory(categoryId, 'auto'));
  const suggestionDiffers = detection.status === 'success' && detection.suggestion && detection.suggestion.id !== line.categorie_id;
  const fee = productFee(line, category);
  const dimensionsMissing = needs.dimensions && !(line.longueur_cm && line.largeur_cm && line.hauteur_cm);
  const linesMissing = needs.lines && !line.nb_lignes;

  const hasInput = line.nom.trim() !== '' || line.valeur_unitaire !== null || line.poids_unitaire !== null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Produit {number}
          </Typography>
          <IconButton aria-label={`Supprimer le produit ${number}`} onClick={() => (hasInput ? setConfirmRemove(true) : onRemove())}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormTextField id={`${id}-nom`} source={source('nom')} label="Nom du produit" required autoComplete="off" />
          <NumberField id={`${id}-quantite`} source={source('quantite')} label="Quantité" required integer />
          <NumberField id={`${id}-valeur`} source={source('valeur_unitaire')} label="Valeur unitaire" required unit={baseCurrency} />
          <NumberField id={`${id}-poids`} source={source('poids_unitaire')} label="Poids unitaire" required unit="kg" />
        </Box>
        <FormTextField id={`${id}-description`} source={source('description')} label="Description" multiline minRows={1} />

        <Box aria-live="polite">
          {detection.status === 'detecting' && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={14} aria-hidden /> Détection de la catégorie…
            </Typography>
          )}
          {detection.status === 'error' && (
            <Typography variant="body2" sx={{ color: 'warning.main' }}>
              Détection indisponible : choisissez la catégorie ci-dessous.
            </Typography>
          )}
          {detection.status === 'success' && !detection.suggestion && (
            <Typography variant="body2" color="text.secondary">
              Aucune catégorie détectée : choisissez-la ci-dessous.
            </Typography>
          )}
          {detection.status === 'success' && detection.suggestion && !suggestionDiffers && (
            <Typography variant="body2" sx={{ color: 'success.main' }}>
              Catégorie détectée automatiquement : {detection.suggestion.emoji} {detection.suggestion.nom}
              {detection.keyword ? ` (mot-clé « ${detection.keyword} »)` : ''}
            </Typography>
          )}
          {suggestionDiffers && detection.suggestion && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => detection.suggestion && setCategory(detection.suggestion.id, 'auto')}>
                  Utiliser cette suggestion
                </Button>
              }
            >
              Catégorie suggérée : {detection.suggestion.emoji} {detection.suggestion.nom}
            </Alert>
          )}
        </Box>

        <CategoryPicker
          id={`${id}-categorie`}
          label="Catégorie"
          categories={pickerCategories}
          value={line.categorie_id}
          suggestedId={detection.suggestion?.id}
          onChange={(categorie_id) => setCategory(categorie_id, 'manual')}
          helperText={category ? undefined : `${MISSING_CATEGORY_LABEL} : sans catégorie, les frais de ce produit sont de 0.`}
        />

        {needs.dimensions && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <NumberField id={`${id}-longueur`} source={source('longueur_cm')} label="Longueur" unit="cm" />
            <NumberField id={`${id}-largeur`} source={source('largeur_cm')} label="Largeur" unit="cm" />
            <NumberField id={`${id}-hauteur`} source={source('hauteur_cm')} label="Hauteur" unit="cm" />
          </Box>
        )}
        {needs.lines && (
          <NumberField id={`${id}-lignes`} source={source('nb_lignes')} label="Nombre de lignes" integer />
        )}
        {(dimensionsMissing || linesMissing) && (
          <Alert severity="warning">
            {dimensionsMissing ? 'Sans les trois dimensions, les frais de ce produit sont de 0.' : 'Sans nombre de lignes, les frais de ce produit sont de 0.'}
          </Alert>
        )}
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          Frais de ce produit : <strong>{formatMoney(fee, baseCurrency)}</strong>
        </Typography>
      </CardContent>
      <ClosingConfirm
        open={confirmRemove}
        title={`Supprimer le produit ${number} ?`}
        content="Les informations saisies pour ce produit seront perdues."
        confirm="Supprimer"
        onConfirm={onRemove}
        onClose={() => setConfirmRemove(false)}
      />
    </Card>
  );
});
