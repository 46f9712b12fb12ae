import { Box, Card, CardContent, MenuItem, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { User } from '../../dataProvider/contract/accounts';
import { useCurrentUser, useRefreshSession } from '../../authProvider/session';
import { countryCodeOf, countryNameOf, routeName } from '../../domain/country';
import { operatingCountryWrite } from '../../domain/schemas/auth';
import { CountryName } from '../../components/flags/CountryFlag';
import { SchemaForm, type SubmissionErrors } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submissionErrors } from '../../components/form/submissionErrors';

export const PAYS_OPERATION_FAILED = "Erreur lors de la mise à jour du pays d'opération";

type OperatingCountryBody = z.output<typeof operatingCountryWrite>;
/** The countries the user may operate from: the origins of their enterprise's routes, once each. */
function originsOf(user: User | null) {
  const seen = new Map<string, { code: string; nom: string }>();
  for (const route of user?.routes ?? []) {
    const code = countryCodeOf(route.origin_country);
    if (code && route.is_active !== false && !seen.has(code)) seen.set(code, { code, nom: countryNameOf(route.origin_country) });
  }
  return [...seen.values()];
}

/** 'Changer de pays' waits for another country than the current one. */
function ChangeButton({ current }: { current: string }) {
  const chosen = useWatch<{ operating_country_iso2: string }, 'operating_country_iso2'>({ name: 'operating_country_iso2' });
  return (
    <SubmitButton variant="outlined" disabled={!chosen || chosen === current}>
      Changer de pays
    </SubmitButton>
  );
}

/**
 * The operating country (spec 000 sections 3 and 7, change_pays_operation): where the user sends
 * parcels from, hence their route and currencies. Changed among the countries the enterprise's
 * routes leave from (the write `operatingCountryWrite`, by ISO code); every amount then follows the
 * new route. The server's refusal, on the code or on the country's name, shows at the field.
 */
export function OperatingCountrySection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refreshSession = useRefreshSession();
  const refresh = useRefresh();
  const user = useCurrentUser();
  const current = countryCodeOf(user?.operating_country) ?? '';
  const origins = originsOf(user);
  const route = user?.routes?.find((r) => countryCodeOf(r.origin_country) === current);

  const change = async ({ operating_country_iso2: iso2 }: OperatingCountryBody): Promise<SubmissionErrors | undefined> => {
    try {
      const response = await dataProvider.changePaysOperation(user?.id ?? '', iso2 ?? '');
      notify(response.message, { type: 'success' });
      await refreshSession();
      // Every amount already read was in the former operating currency (the dashboard's statistics…).
      refresh();
      return undefined;
    } catch (failure) {
      notify(PAYS_OPERATION_FAILED, { type: 'error' });
      const fields = submissionErrors(failure, ['operating_country_iso2', 'pays_operation']);
      return { operating_country_iso2: fields?.operating_country_iso2 ?? fields?.pays_operation ?? PAYS_OPERATION_FAILED };
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="profil-pays">
      <CardContent>
        <Typography variant="h6" component="h2" id="profil-pays" gutterBottom>
          Pays d&apos;opération
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {route ? `Vos colis partent de : ${routeName(route.origin_country, route.destination_country)}.` : "Aucune route d'entreprise active depuis votre pays."}
        </Typography>
        {origins.length > 1 && (
          <SchemaForm schema={operatingCountryWrite} defaultValues={{ operating_country_iso2: current }} onSubmit={change} label="Changer de pays d'opération" warnWhenUnsavedChanges>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <FormTextField source="operating_country_iso2" label="Pays d'opération" select size="small" fullWidth={false} sx={{ minWidth: 220 }}>
                {origins.map((country) => (
                  <MenuItem key={country.code} value={country.code}>
                    <CountryName code={country.code} name={country.nom} />
                  </MenuItem>
                ))}
              </FormTextField>
              <ChangeButton current={current} />
            </Box>
          </SchemaForm>
        )}
      </CardContent>
    </Card>
  );
}
