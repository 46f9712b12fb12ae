import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Divider, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { DualAmount } from '../../../components/DualAmount';
import type { FeeValidation } from '../../../dataProvider/contract/colisCreation';
import { decimalsFor, formatMoney } from '../../../domain/currency';
import { pricingTypeLabel, type FeeSummary } from '../../../domain/fees';
import type { ProductLineValues } from '../../../domain/wizardValidation';
import { NumberField } from './NumberField';
import type { WizardCategory } from './useWizardSetup';

interface FeesStepProps {
  fees: FeeSummary;
  lines: ProductLineValues[];
  categories: readonly WizardCategory[];
  /** Why the discount typed cannot be applied (above the base fee, negative, too many decimals), as it is typed. */
  discountError?: string;
  baseCurrency: string;
  destinationCurrency: string;
  rate: number | null;
  validated: FeeValidation | null;
  validating: boolean;
  onValidate: () => void;
}

/** A label and its amount on one line, as the fees and summary steps show them. */
export function FeeRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, py: 1 }}>
      <Typography>{label}</Typography>
      {children}
    </Box>
  );
}

/** Fees step: base fees, the discount (the form's `rabais`, refused above the base fee), total to pay, per-product breakdown, server check. */
export function FeesStep({ fees, lines, categories, discountError, baseCurrency, destinationCurrency, rate, validated, validating, onValidate }: FeesStepProps) {
  const [showBreakdown, setShowBreakdown] = useState(true);
  const amount = (value: number, variant: 'body1' | 'h6' = 'body1') => (
    <DualAmount amount={value} currency={baseCurrency} secondaryCurrency={destinationCurrency} rate={rate} variant={variant} align="right" />
  );
  const serverDiffers = validated && Math.abs(validated.montant_total_a_payer - fees.total) > 0.005;

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Frais d'expédition
        </Typography>
        {validated && <Chip icon={<VerifiedIcon />} color="success" label="Frais validés par le serveur" />}
      </Box>
      <Box role="group" aria-label="Calcul des frais">
        <FeeRow label="Frais de base">{amount(fees.baseFee)}</FeeRow>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 220px' }}>
            <NumberField
              id="wizard-rabais"
              source="rabais"
              label="Rabais"
              integer={baseCurrency ? decimalsFor(baseCurrency) === 0 : false}
              error={discountError}
              unit={baseCurrency}
              helperText={`Entre 0 et ${formatMoney(fees.baseFee, baseCurrency)}`}
            />
          </Box>
          {amount(fees.discount)}
        </Box>
        <Divider />
        <FeeRow label="Total à payer">
          <Box data-testid="wizard-total">{amount(fees.total, 'h6')}</Box>
        </FeeRow>
      </Box>

      {fees.errors.length > 0 && (
        <Alert severity="warning">
          {fees.errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}

      <Box>
        <Button size="small" onClick={() => setShowBreakdown((v) => !v)} aria-expanded={showBreakdown}>
          {showBreakdown ? 'Masquer le détail par produit' : 'Afficher le détail par produit'}
        </Button>
        {showBreakdown && (
          <Box component="ul" aria-label="Détail par produit" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {fees.lines.map((line) => {
              const product = lines[line.index];
              const category = categories.find((c) => c.id === product?.categorie_id);
              return (
                <Box component="li" key={product?.key ?? line.index} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Produit {line.index + 1} : {product?.nom.trim() || 'Sans nom'}
                    </Typography>
                    <Typography variant="caption" color={line.missingCategory ? 'error' : 'text.secondary'}>
                      {line.missingCategory ? line.label : `${line.label} · ${pricingTypeLabel(category?.type_tarification)}`}
                    </Typography>
                  </Box>
                  <Typography variant="body2">{formatMoney(line.fee, baseCurrency)}</Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onValidate} disabled={validating || lines.length === 0} startIcon={validating ? <CircularProgress size={16} /> : <VerifiedIcon />}>
          Valider avec serveur
        </Button>
        {validated && !serverDiffers && (
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            Le serveur confirme un total de {formatMoney(validated.montant_total_a_payer, validated.devise)}.
          </Typography>
        )}
        {serverDiffers && validated && (
          <Alert severity="warning" sx={{ flexBasis: '100%' }}>
            Le serveur calcule un total de {formatMoney(validated.montant_total_a_payer, validated.devise)} : c'est ce montant qui sera enregistré.
          </Alert>
        )}
      </Box>
    </Box>
  );
}
