import { memo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CategoryPicker, type PickerCategory } from '../../../components/CategoryPicker';
import { formatMoney } from '../../../domain/currency';
import { MISSING_CATEGORY_LABEL, pricingNeeds, productFee } from '../../../domain/fees';
import type { FieldErrors, ProductLineValues } from '../../../domain/wizardValidation';
import { NumberField } from './NumberField';
import { useCategoryDetection } from './useCategoryDetection';
import type { WizardCategory } from './useWizardSetup';
import { ClosingConfirm } from '../../../components/ClosingConfirm';

interface ProductLineCardProps {
  index: number;
  line: ProductLineValues;
  errors: FieldErrors | undefined;
  categories: readonly WizardCategory[];
  pickerCategories: readonly PickerCategory[];
  baseCurrency: string;
  onChangeLine: (key: string, patch: Partial<ProductLineValues>) => void;
  onRemoveLine: (key: string) => void;
}

/** One product line of the products step: fields, category detection and picker, its fee. */
export const ProductLineCard = memo(function ProductLineCard({ index, line, errors, categories, pickerCategories, baseCurrency, onChangeLine, onRemoveLine }: ProductLineCardProps) {
  const onChange = (patch: Partial<ProductLineValues>) => onChangeLine(line.key, patch);
  const onRemove = () => onRemoveLine(line.key);
  const fieldErrors = errors ?? {};
  const [confirmRemove, setConfirmRemove] = useState(false);
  const number = index + 1;
  const id = `produit-${line.key}`;
  const category = categories.find((c) => c.id === line.categorie_id) ?? null;
  const needs = pricingNeeds(category?.type_tarification);
  const detection = useCategoryDetection(line.nom, line.categorie_source === 'manual', line.categorie_id, (categoryId) =>
    onChange({ categorie_id: categoryId, categorie_source: 'auto' }),
  );
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
          <TextField
            id={`${id}-nom`}
            label="Nom du produit"
            required
            value={line.nom}
            onChange={(event) => onChange({ nom: event.target.value })}
            error={Boolean(fieldErrors.nom)}
            helperText={fieldErrors.nom}
            autoComplete="off"
          />
          <NumberField id={`${id}-quantite`} label="Quantité" required integer value={line.quantite} onChange={(quantite) => onChange({ quantite })} error={fieldErrors.quantite} />
          <NumberField
            id={`${id}-valeur`}
            label="Valeur unitaire"
            required
            value={line.valeur_unitaire}
            onChange={(valeur_unitaire) => onChange({ valeur_unitaire })}
            error={fieldErrors.valeur_unitaire}
            unit={baseCurrency}
          />
          <NumberField
            id={`${id}-poids`}
            label="Poids unitaire"
            required
            value={line.poids_unitaire}
            onChange={(poids_unitaire) => onChange({ poids_unitaire })}
            error={fieldErrors.poids_unitaire}
            unit="kg"
          />
        </Box>
        <TextField id={`${id}-description`} label="Description" value={line.description} onChange={(event) => onChange({ description: event.target.value })} multiline minRows={1} />

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
                <Button color="inherit" size="small" onClick={() => detection.suggestion && onChange({ categorie_id: detection.suggestion.id, categorie_source: 'auto' })}>
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
          onChange={(categorie_id) => onChange({ categorie_id, categorie_source: 'manual' })}
          helperText={category ? undefined : `${MISSING_CATEGORY_LABEL} : sans catégorie, les frais de ce produit sont de 0.`}
        />

        {needs.dimensions && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <NumberField id={`${id}-longueur`} label="Longueur" value={line.longueur_cm} onChange={(longueur_cm) => onChange({ longueur_cm })} error={fieldErrors.longueur_cm} unit="cm" />
            <NumberField id={`${id}-largeur`} label="Largeur" value={line.largeur_cm} onChange={(largeur_cm) => onChange({ largeur_cm })} error={fieldErrors.largeur_cm} unit="cm" />
            <NumberField id={`${id}-hauteur`} label="Hauteur" value={line.hauteur_cm} onChange={(hauteur_cm) => onChange({ hauteur_cm })} error={fieldErrors.hauteur_cm} unit="cm" />
          </Box>
        )}
        {needs.lines && (
          <NumberField id={`${id}-lignes`} label="Nombre de lignes" integer value={line.nb_lignes} onChange={(nb_lignes) => onChange({ nb_lignes })} error={fieldErrors.nb_lignes} />
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
