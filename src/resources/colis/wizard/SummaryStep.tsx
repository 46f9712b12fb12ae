import { Alert, AlertTitle, Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { FormTextField } from '../../../components/form/FormTextField';
import { DualAmount } from '../../../components/DualAmount';
import { formatAddress, type AddressFieldDef } from '../../../domain/addressSchema';
import type { FeeSummary } from '../../../domain/fees';
import type { FeeChange, FeeFigures } from '../../../domain/feeReview';
import { formatMoney } from '../../../domain/currency';
import { totalWeight, type WizardValues } from '../../../domain/wizardValidation';
import type { WizardCategory } from './useWizardSetup';
import { personName } from '../../../domain/people';
import { formatWeight } from '../../../domain/format';
import { FeeRow } from './FeesStep';

interface SummaryStepProps {
  values: WizardValues;
  fees: FeeSummary;
  addressFields: readonly AddressFieldDef[];
  categories: readonly WizardCategory[];
  baseCurrency: string;
  destinationCurrency: string;
  rate: number | null;
  /** The final check: every error left, 'Produit N: …' for the products. */
  problems: string[];
  serverErrors: string[];
  /** The last « Créer le colis » got no answer (network, timeout): the parcel may exist already. */
  unanswered: boolean;
  /** The fee figures shown: the screen's, or the server's once it priced the parcel otherwise. */
  shownFigures: FeeFigures;
  /** What the server priced otherwise than the summary showed, before a second press confirms it. */
  priceChanges: FeeChange[];
  /** 'Produit N « … » : frais à 0, …' for each product priced 0 for want of something. */
  missingFees: string[];
}

function Block({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  const filled = lines.filter((line): line is string => Boolean(line && line.trim() !== ''));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
          {title}
        </Typography>
        {filled.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Non renseigné
          </Typography>
        )}
        {filled.map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

/** Summary step: everything the parcel will carry, the final check and an optional description. */
export function SummaryStep({
  values,
  fees,
  addressFields,
  categories,
  baseCurrency,
  destinationCurrency,
  rate,
  problems,
  serverErrors,
  unanswered,
  shownFigures,
  priceChanges,
  missingFees,
}: SummaryStepProps) {
  const { expediteur: s, destinataire: d } = values;
  const amount = (value: number, variant: 'body1' | 'h6' = 'body1') => (
    <DualAmount amount={value} currency={baseCurrency} secondaryCurrency={destinationCurrency} rate={rate} variant={variant} align="right" />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        Résumé
      </Typography>
      {problems.length > 0 && (
        <Alert severity="error">
          <AlertTitle>Vérification finale : à corriger avant de créer le colis</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      {priceChanges.length > 0 && (
        <Alert severity="warning" data-testid="frais-modifies">
          <AlertTitle>Les frais ont changé depuis l'affichage du résumé : aucun colis n'a été créé</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {priceChanges.map((change) => (
              <li key={change.label}>
                {change.label} : {formatMoney(change.before, baseCurrency)} → {formatMoney(change.after, baseCurrency)}
              </li>
            ))}
          </Box>
          Vérifiez le nouveau total, puis cliquez de nouveau sur « Créer le colis » pour le confirmer.
        </Alert>
      )}
      {missingFees.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>Frais à 0 : la création demandera une confirmation</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {missingFees.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {unanswered && (
        <Alert severity="warning" data-testid="sans-reponse">
          <AlertTitle>Le serveur n'a pas répondu : le colis a peut-être été enregistré</AlertTitle>
          Cliquez de nouveau sur « Créer le colis » : s'il a été enregistré, il sera retrouvé, jamais créé une deuxième fois.
        </Alert>
      )}
      {serverErrors.length > 0 && (
        <Alert severity="error">
          <AlertTitle>Le serveur a refusé la création</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {serverErrors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Block title="Expéditeur" lines={[personName(s.prenom, s.nom), s.telephone, s.email, formatAddress(addressFields, s.address)]} />
        <Block title="Destinataire" lines={[personName(d.prenom, d.nom), d.telephone, d.email, d.quartier]} />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
            Produits ({values.produits.length}) · {formatWeight(totalWeight(values.produits))}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {values.produits.map((line, index) => (
              <li key={line.key}>
                <Typography variant="body2">
                  {line.nom.trim() || 'Sans nom'} × {line.quantite ?? 0} — {categories.find((c) => c.id === line.categorie_id)?.nom ?? fees.lines[index]?.label}
                </Typography>
              </li>
            ))}
          </Box>
          <Box role="group" aria-label="Frais" sx={{ mt: 2 }}>
            <FeeRow label="Frais de base">{amount(shownFigures.baseFee)}</FeeRow>
            {/* No discount, no line: « Rabais -0,00 » read as a discount that is not there. */}
            {shownFigures.discount > 0 && <FeeRow label="Rabais">{amount(-shownFigures.discount)}</FeeRow>}
            <Divider />
            <FeeRow label="Total à payer">
              <Box data-testid="resume-total">{amount(shownFigures.total, 'h6')}</Box>
            </FeeRow>
          </Box>
        </CardContent>
      </Card>
      <FormTextField id="wizard-description" source="description" label="Description" multiline minRows={2} />
    </Box>
  );
}
