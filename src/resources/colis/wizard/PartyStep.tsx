import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { AddressForm } from '../../../components/AddressForm';
import { FormTextField } from '../../../components/form/FormTextField';
import type { AddressFieldDef, AddressValues } from '../../../domain/addressSchema';
import { recipientEmailRequired, senderEmailRequired } from '../../../domain/wizardValidation';
import type { WizardSetup } from './useWizardSetup';
import { KnownSenderSearch } from './KnownSenderSearch';
import type { KnownSender } from '../../../dataProvider/contract/knownSenders';

interface PartyStepProps {
  title: string;
  /** Shown above the fields (the returning-sender search). */
  search?: ReactNode;
  /** The party's fields in the wizard's form. */
  party: 'expediteur' | 'destinataire';
  emailRequired: boolean;
  children?: ReactNode;
}

/** The identity fields shared by the sender and recipient steps, each a field of the wizard's form. */
function PartyStep({ title, search, party, emailRequired, children }: PartyStepProps) {
  const field = (name: 'nom' | 'prenom' | 'telephone' | 'email') => ({ id: `${party}-${name}`, source: `${party}.${name}`, autoComplete: 'off' });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {search}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField label="Nom" required {...field('nom')} />
        <FormTextField label="Prénom" required {...field('prenom')} />
        <FormTextField label="Téléphone" type="tel" required {...field('telephone')} />
        <FormTextField label="Email" type="email" required={emailRequired} {...field('email')} />
      </Box>
      {children}
    </Box>
  );
}

/**
 * An address drawn from a country's schema, its fields those of the wizard's form under `base`
 * (`expediteur.address.city`, `destinataire.quartier`): values, messages and changes go through the form.
 */
function FormAddress({ base, ...props }: { base: 'expediteur.address' | 'destinataire'; fields: readonly AddressFieldDef[]; idPrefix: string; title?: string; country?: { nom: string; code_iso2?: string | null } | null }) {
  const { setValue, getFieldState } = useFormContext();
  const values = (useWatch({ name: base }) ?? {}) as AddressValues;
  // Drawn again when the messages under `base` change.
  useFormState({ name: base });
  const messages = Object.fromEntries(props.fields.map((field) => [field.key, getFieldState(`${base}.${field.key}`).error?.message]));
  return (
    <AddressForm
      {...props}
      values={values}
      errors={messages}
      onChange={(key, value) => {
        const name = `${base}.${key}`;
        // A field already refused is checked again as it is typed in, as the form's own fields are.
        setValue(name, value, { shouldDirty: true, shouldValidate: getFieldState(name).error !== undefined });
      }}
    />
  );
}

/**
 * Step 1: the sender, with the address form of the operating country (its own fields, or a fallback
 * when it cannot load); a returning sender is found by phone or name and fills both parties.
 */
export function SenderStep({ setup, onKnownSender }: { setup: WizardSetup; onKnownSender: (choice: KnownSender) => void }) {
  return (
    <PartyStep search={<KnownSenderSearch onPick={onKnownSender} />} title="Expéditeur" party="expediteur" emailRequired={senderEmailRequired(setup.operatingIso)}>
      {setup.addressQuery.isPending ? (
        <Typography color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden /> Chargement du formulaire d'adresse…
        </Typography>
      ) : (
        <>
          {setup.addressQuery.isError && <Alert severity="warning">Formulaire d'adresse du pays indisponible : adresse complète et ville demandées.</Alert>}
          <FormAddress base="expediteur.address" idPrefix="expediteur-adresse" fields={setup.addressFields} country={setup.addressCountry} />
        </>
      )}
    </PartyStep>
  );
}

const QUARTIER_FIELD: readonly AddressFieldDef[] = [{ key: 'quartier', label: 'Quartier', type: 'text', required: false }];

/** Step 2: the recipient and their district in the destination country. */
export function RecipientStep({ setup }: { setup: WizardSetup }) {
  return (
    <PartyStep title="Destinataire" party="destinataire" emailRequired={recipientEmailRequired(setup.operatingIso)}>
      <FormAddress base="destinataire" idPrefix="destinataire-adresse" title="Adresse de livraison" country={setup.destinationCountry} fields={QUARTIER_FIELD} />
    </PartyStep>
  );
}
