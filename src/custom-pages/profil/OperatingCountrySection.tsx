import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { User } from '../../dataProvider/contract/accounts';
import { errorBody } from '../../dataProvider/errors';
import { useCurrentUser, useRefreshSession } from '../../authProvider/session';
import { countryCodeOf, countryNameOf, routeName } from '../../domain/country';
import { CountryName } from '../../components/flags/CountryFlag';

export const PAYS_OPERATION_FAILED = "Erreur lors de la mise à jour du pays d'opération";

/** The countries the user may operate from: the origins of their enterprise's routes, once each. */
function originsOf(user: User | null) {
  const seen = new Map<string, { code: string; nom: string }>();
  for (const route of user?.routes ?? []) {
    const code = countryCodeOf(route.origin_country);
    if (code && route.is_active !== false && !seen.has(code)) seen.set(code, { code, nom: countryNameOf(route.origin_country) });
  }
  return [...seen.values()];
}

/**
 * The operating country (spec 000 sections 3 and 7, change_pays_operation): where the user sends
 * parcels from, hence their route and currencies. Changed among the countries the enterprise's
 * routes leave from; every amount then follows the new route.
 */
export function OperatingCountrySection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refreshSession = useRefreshSession();
  const refresh = useRefresh();
  const user = useCurrentUser();
  const current = countryCodeOf(user?.operating_country) ?? '';
  const origins = originsOf(user);
  const [chosen, setChosen] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const route = user?.routes?.find((r) => countryCodeOf(r.origin_country) === current);

  const change = useMutation({
    mutationFn: (iso2: string) => dataProvider.changePaysOperation(user?.id ?? '', iso2),
    onSuccess: async (response) => {
      notify(response.message, { type: 'success' });
      setError(undefined);
      await refreshSession();
      // Every amount already read was in the former operating currency (the dashboard's statistics…).
      refresh();
    },
    onError: (failure) => {
      const fields = errorBody(failure)?.errors ?? {};
      setError(fields.pays_operation ?? fields.operating_country_iso2 ?? PAYS_OPERATION_FAILED);
      notify(PAYS_OPERATION_FAILED, { type: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && chosen !== current) change.mutate(chosen);
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
          <Box component="form" onSubmit={submit} noValidate aria-label="Changer de pays d'opération" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              label="Pays d'opération"
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error}
              size="small"
              sx={{ minWidth: 220 }}
            >
              {origins.map((country) => (
                <MenuItem key={country.code} value={country.code}>
                  <CountryName code={country.code} name={country.nom} />
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="outlined" disabled={!chosen || chosen === current || change.isPending} startIcon={change.isPending ? <CircularProgress size={16} /> : undefined}>
              Changer de pays
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
