import { useState } from 'react';
import type * as z from 'zod/mini';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { User } from '../../dataProvider/contract/accounts';
import { useRefreshSession } from '../../authProvider/session';
import { PROFILE_MESSAGES, type ProfileValues } from '../../domain/profileForm';
import { profileWrite } from '../../domain/schemas/profile';
import { PersonNameInputs } from '../../components/PersonNameFields';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submissionErrors } from '../../components/form/submissionErrors';
import { PROFILE_QUERY_KEY } from './queryKeys';

type ProfileBody = z.output<typeof profileWrite>;

const valuesOf = (profile: User): ProfileValues => ({ first_name: profile.first_name, last_name: profile.last_name, email: profile.email, phone: profile.phone ?? '' });
const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone'];

function Line({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/** Personal information in view and edit modes (spec 000 sections 2 and 5). */
export function ProfileInfoSection({ profile }: { profile: User }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  /** The values the form opened with (a later refetch of the profile does not reset what is being typed); null when not editing. */
  const [editing, setEditing] = useState<ProfileValues | null>(null);

  const save = useMutation({
    mutationFn: (body: ProfileBody) => dataProvider.updateProfile({ ...body, phone: body.phone ?? '' }),
    onSuccess: (response) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, response.user);
      notify(PROFILE_MESSAGES.updated, { type: 'success' });
      setEditing(null);
      void refreshSession();
    },
    onError: () => notify(PROFILE_MESSAGES.updateFailed, { type: 'error' }),
  });

  /** The server's field messages (an e-mail already taken) go to their fields; what was typed stays. */
  const submit = async (body: ProfileBody) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      return submissionErrors(error, PROFILE_FIELDS);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="profil-infos">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography variant="h6" component="h2" id="profil-infos">
            Informations personnelles
          </Typography>
          {!editing && (
            <Button startIcon={<EditIcon />} onClick={() => setEditing(valuesOf(profile))} aria-label="Modifier mes informations">
              Modifier
            </Button>
          )}
        </Box>
        {editing ? (
          <SchemaForm schema={profileWrite} defaultValues={editing} onSubmit={submit} warnWhenUnsavedChanges>
            <Grid container spacing={2}>
              <PersonNameInputs />
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField source="email" label="Email" type="email" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField source="phone" label="Téléphone" type="tel" />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button onClick={() => setEditing(null)} disabled={save.isPending}>
                Annuler
              </Button>
              <SubmitButton>Enregistrer</SubmitButton>
            </Box>
          </SchemaForm>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
            <Line label="Prénom" value={profile.first_name} />
            <Line label="Nom" value={profile.last_name} />
            <Line label="Email" value={profile.email} />
            <Line label="Téléphone" value={profile.phone ?? ''} />
            <Line label="Nom d'utilisateur" value={profile.username} />
            <Line label="Entreprise" value={profile.entreprise?.nom ?? ''} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
