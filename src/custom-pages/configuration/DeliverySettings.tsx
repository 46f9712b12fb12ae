import { Alert, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorMessage } from '../../dataProvider/errors';
import { submissionErrors } from '../../components/form/submissionErrors';
import { SchemaForm } from '../../components/form/SchemaForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { FormSwitch } from '../../components/form/FormSwitch';
import { SectionHeader } from '../../components/SectionHeader';
import { companySettingsKey, useCompanySettings } from '../../components/companySettings';
import { companySettingsWrite } from '../../domain/schemas/settings';
import { DELIVERY_SETTINGS_TITLE, UNPAID_DELIVERY_SETTING_HELP, UNPAID_DELIVERY_SETTING_LABEL, type CompanySettings } from '../../domain/handover';

export const DELIVERY_SETTINGS_SAVED = 'Paramètres de livraison enregistrés';
export const DELIVERY_SETTINGS_LOAD_ERROR = 'Erreur lors du chargement des paramètres de livraison';

/** /configuration/livraison: the company's rule on handing over unpaid parcels (administrators). */
export default function DeliverySettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const save = useMutation({
    mutationFn: (body: CompanySettings) => dataProvider.updateParametresEntreprise(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(companySettingsKey, saved);
      notify(DELIVERY_SETTINGS_SAVED, { type: 'success' });
    },
  });

  return (
    <>
      <SectionHeader title={DELIVERY_SETTINGS_TITLE} subtitle="Ce que l'entreprise permet avant de remettre un colis à son destinataire." />
      <Card variant="outlined">
        <CardContent>
          {settings.isPending ? (
            <CircularProgress aria-label="Chargement des paramètres de livraison" />
          ) : settings.error || !settings.data ? (
            <Alert severity="error">{errorMessage(settings.error, DELIVERY_SETTINGS_LOAD_ERROR)}</Alert>
          ) : (
            <SchemaForm
              schema={companySettingsWrite}
              defaultValues={settings.data}
              label={DELIVERY_SETTINGS_TITLE}
              onSubmit={async (body) => {
                try {
                  await save.mutateAsync(body);
                } catch (failure) {
                  notify(errorMessage(failure, 'Erreur lors de la mise à jour'), { type: 'error' });
                  return submissionErrors(failure, ['interdire_livraison_non_payee']);
                }
              }}
            >
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormSwitch source="interdire_livraison_non_payee" label={UNPAID_DELIVERY_SETTING_LABEL} helperText={UNPAID_DELIVERY_SETTING_HELP} />
                <SubmitButton>Enregistrer</SubmitButton>
              </Stack>
            </SchemaForm>
          )}
        </CardContent>
      </Card>
    </>
  );
}
