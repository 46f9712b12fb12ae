import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { PickerCategory } from '../../../components/CategoryPicker';
import type { ProductLineValues, ProductsErrors } from '../../../domain/wizardValidation';
import { ProductLineCard } from './ProductLineCard';
import type { WizardCategory } from './useWizardSetup';
import { RetryAlert } from '../../../components/RetryAlert';

interface ProductsStepProps {
  lines: ProductLineValues[];
  errors: ProductsErrors | null;
  categories: readonly WizardCategory[];
  pickerCategories: readonly PickerCategory[];
  categoriesStatus: 'pending' | 'error' | 'success';
  onRetryCategories: () => void;
  baseCurrency: string;
  onChangeLine: (key: string, patch: Partial<ProductLineValues>) => void;
  onAddLine: () => void;
  onRemoveLine: (key: string) => void;
}

/** Products step: product lines with detection and the category picker; add and remove lines. */
export function ProductsStep({ lines, errors, categories, pickerCategories, categoriesStatus, onRetryCategories, baseCurrency, onChangeLine, onAddLine, onRemoveLine }: ProductsStepProps) {
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
      {errors?.general && <Alert severity="error">{errors.general}</Alert>}
      {lines.map((line, index) => (
        <ProductLineCard
          key={line.key}
          index={index}
          line={line}
          errors={errors?.lines[index]}
          categories={categories}
          pickerCategories={pickerCategories}
          baseCurrency={baseCurrency}
          onChangeLine={onChangeLine}
          onRemoveLine={onRemoveLine}
        />
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAddLine}>
          Ajouter un produit
        </Button>
      </Box>
    </Box>
  );
}
