import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { PickerCategory } from '../../../components/CategoryPicker';
import { emptyProductLine, type ProductLineValues, type WizardValues } from '../../../domain/wizardValidation';
import { ProductLineCard } from './ProductLineCard';
import type { WizardCategory } from './useWizardSetup';
import { RetryAlert } from '../../../components/RetryAlert';

interface ProductsStepProps {
  /** Why the list itself is refused ('Au moins un produit est requis'), once « Suivant » was pressed. */
  listError: string | undefined;
  categories: readonly WizardCategory[];
  pickerCategories: readonly PickerCategory[];
  categoriesStatus: 'pending' | 'error' | 'success';
  onRetryCategories: () => void;
  baseCurrency: string;
  newLineKey: () => string;
}

/** Products step: the form's product lines (a field array) with detection and the category picker; add and remove lines. */
export function ProductsStep({ listError, categories, pickerCategories, categoriesStatus, onRetryCategories, baseCurrency, newLineKey }: ProductsStepProps) {
  const { fields, append, remove } = useFieldArray<WizardValues, 'produits'>({ name: 'produits' });
  const lines = (useWatch<WizardValues, 'produits'>({ name: 'produits' }) ?? []) as ProductLineValues[];
  const { errors } = useFormState({ name: 'produits' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        Produits
      </Typography>
      {categoriesStatus === 'pending' && (
        <Typography color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden /> Chargement des catégories…
        </Typography>
      )}
      {categoriesStatus === 'error' && (
        <RetryAlert onRetry={onRetryCategories}>
          Erreur lors du chargement des catégories
        </RetryAlert>
      )}
      {categoriesStatus === 'success' && pickerCategories.length === 0 && (
        <Alert severity="warning">Aucune catégorie configurée : les frais des produits seront de 0 (Configuration manquante).</Alert>
      )}
      {errors.produits && listError && <Alert severity="error">{listError}</Alert>}
      {fields.map((field, index) => {
        const line = lines[index];
        return line ? (
          <ProductLineCard
            key={field.id}
            index={index}
            line={line}
            categories={categories}
            pickerCategories={pickerCategories}
            baseCurrency={baseCurrency}
            onRemoveLine={remove}
          />
        ) : null;
      })}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append(emptyProductLine(newLineKey()))}>
          Ajouter un produit
        </Button>
      </Box>
    </Box>
  );
}
