import { Box, ButtonBase, Chip, FormHelperText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatMoney } from '../domain/currency';
import { PRICING_UNIT_SUFFIX, PRICING_TYPES, pricingTypeLabel, type PricingType } from '../domain/fees';

export interface PickerCategory {
  id: number;
  nom: string;
  emoji?: string | null;
  description?: string | null;
  type_tarification: string;
  /** Price in `currency` (the user's base currency for parcels). */
  price: number;
  currency: string;
}

interface CategoryPickerProps {
  categories: readonly PickerCategory[];
  value: number | null;
  onChange: (categoryId: number) => void;
  label?: string;
  /** A category to flag as the detection's suggestion. */
  suggestedId?: number | null;
  error?: string;
  helperText?: string;
  id: string;
}

function priceText(category: PickerCategory): string {
  const type = (PRICING_TYPES as readonly string[]).includes(category.type_tarification) ? (category.type_tarification as PricingType) : 'par_unite';
  return `${formatMoney(category.price, category.currency)} ${PRICING_UNIT_SUFFIX[type]}`;
}

/** Product category picker shown as cards (spec 001 section 2): one choice, keyboard reachable. */
export function CategoryPicker({ categories, value, onChange, label = 'Catégorie', suggestedId, error, helperText, id }: CategoryPickerProps) {
  const labelId = `${id}-label`;
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' } }}
      >
        {categories.map((category) => {
          const selected = category.id === value;
          return (
            <ButtonBase
              key={category.id}
              role="radio"
              aria-checked={selected}
              aria-label={`${category.nom}, ${pricingTypeLabel(category.type_tarification)}, ${priceText(category)}`}
              onClick={() => onChange(category.id)}
              sx={{
                display: 'block',
                textAlign: 'left',
                p: 1.25,
                borderRadius: 2,
                border: 2,
                borderColor: selected ? 'primary.main' : error ? 'error.light' : 'divider',
                bgcolor: selected ? 'action.selected' : 'background.paper',
                position: 'relative',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {selected && <CheckCircleIcon color="primary" fontSize="small" sx={{ position: 'absolute', top: 6, right: 6 }} aria-hidden />}
              <Typography component="span" sx={{ fontSize: 24, lineHeight: 1, display: 'block' }} aria-hidden>
                {category.emoji || '📦'}
              </Typography>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block', mt: 0.5, pr: 2 }}>
                {category.nom}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {pricingTypeLabel(category.type_tarification)} · {priceText(category)}
              </Typography>
              {suggestedId === category.id && <Chip size="small" color="info" label="Suggérée" sx={{ mt: 0.5 }} />}
            </ButtonBase>
          );
        })}
      </Box>
      {(error || helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </Box>
  );
}
