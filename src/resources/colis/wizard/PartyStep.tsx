import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { AddressForm } from '../../../components/AddressForm';
import type { AddressFieldDef } from '../../../domain/addressSchema';
import { recipientEmailRequired, senderEmailRequired, type ContactValues, type FieldErrors, type RecipientValues, type SenderValues } from '../../../domain/wizardValidation';
import type { WizardSetup } from './useWizardSetup';
import { KnownSenderSearch } from './KnownSenderSearch';
import type { KnownSender } from '../../../dataProvider/contract/knownSenders';

interface PartyStepProps {
  title: string;
  /** Shown above the fields (the returning-sender search). */
  search?: ReactNode;
  idPrefix: string;
  values: ContactValues;
  errors: FieldErrors;
  emailRequired: boolean;
  onChange: (field: keyof ContactValues, value: string) => void;
  children?: ReactNode;
}

/** The identity fields shared by the sender and recipient steps. */
function PartyStep({ title, search, idPrefix, values, errors, emailRequired, onChange, children }: PartyStepProps) {
  const field = (name: keyof ContactValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {search}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Nom" required autoComplete="off" {...field('nom')} />
        <TextField label="Prénom" required autoComplete="off" {...field('prenom')} />
        <TextField label="Téléphone" type="tel" required autoComplete="off" {...field('telephone')} />
        <TextField label="Email" type="email" required={emailRequired} autoComplete="off" {...field('email')} />
      </Box>
      {children}
    </Box>
  );
}

/** The errors of the address form, without their `address.` prefix. */
const addressErrors = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('address.')).map(([key, message]) => [key.slice('address.'.length), message]));

/**
 * Step 1: the sender, with the address form of the operating country (its own fields, or a fallback
 * when it cannot load); a returning sender is found by phone or name and fills both parties.
 */
export function SenderStep({
  setup,
  values,
  errors,
  onChange,
  onKnownSender,
}: {
  setup: WizardSetup;
  values: SenderValues;
  errors: FieldErrors;
  onChange: (values: SenderValues) => void;
  onKnownSender: (choice: KnownSender) => void;
}) {
  return (
    <PartyStep
      search={<KnownSenderSearch onPick={onKnownSender} />}
      title="Expéditeur"
      idPrefix="expediteur"
      values={values}
      errors={errors}
      emailRequired={senderEmailRequired(setup.operatingIso)}
      onChange={(field, value) => onChange({ ...values, [field]: value })}
    >
      {setup.addressQuery.isPending ? (
        <Typography color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden /> Chargement du formulaire d'adresse…
        </Typography>
      ) : (
        <>
          {setup.addressQuery.isError && <Alert severity="warning">Formulaire d'adresse du pays indisponible : adresse complète et ville demandées.</Alert>}
          <AddressForm
            idPrefix="expediteur-adresse"
            fields={setup.addressFields}
            values={values.address}
            country={setup.addressCountry}
            errors={addressErrors(errors)}
            onChange={(key, value) => onChange({ ...values, address: { ...values.address, [key]: value } })}
          />
        </>
      )}
    </PartyStep>
  );
}

const QUARTIER_FIELD: readonly AddressFieldDef[] = [{ key: 'quartier', label: 'Quartier', type: 'text', required: false }];

/** Step 2: the recipient and their district in the destination country. */
export function RecipientStep({ setup, values, errors, onChange }: { setup: WizardSetup; values: RecipientValues; errors: FieldErrors; onChange: (values: RecipientValues) => void }) {
  return (
    <PartyStep title="Destinataire" idPrefix="destinataire" values={values} errors={errors} emailRequired={recipientEmailRequired(setup.operatingIso)} onChange={(field, value) => onChange({ ...values, [field]: value })}>
      <AddressForm
        idPrefix="destinataire-adresse"
        title="Adresse de livraison"
        country={setup.destinationCountry}
        fields={QUARTIER_FIELD}
        values={{ quartier: values.quartier }}
        onChange={(_key, quartier) => onChange({ ...values, quartier })}
      />
    </PartyStep>
  );
}
