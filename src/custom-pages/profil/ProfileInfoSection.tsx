import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Grid, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { User } from '../../dataProvider/contract/accounts';
import { errorBody } from '../../dataProvider/errors';
import { useRefreshSession } from '../../authProvider/session';
import { PROFILE_MESSAGES, validateProfile, type ProfileErrors, type ProfileValues } from '../../domain/profileForm';
import { useFormFields } from '../../components/useFormFields';
import { PersonNameFields } from '../../components/PersonNameFields';
import { PROFILE_QUERY_KEY } from './queryKeys';

const valuesOf = (profile: User): ProfileValues => ({ first_name: profile.first_name, last_name: profile.last_name, email: profile.email, phone: profile.phone ?? '' });

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
  const [editing, setEditing] = useState(false);
  const { setValues, setErrors, field, submit } = useFormFields<ProfileValues>(() => valuesOf(profile), validateProfile);

  const save = useMutation({
    mutationFn: (form: ProfileValues) => dataProvider.updateProfile({ ...form, first_name: form.first_name.trim(), last_name: form.last_name.trim(), email: form.email.trim(), phone: form.phone.trim() }),
    onSuccess: (response) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, response.user);
      notify(PROFILE_MESSAGES.updated, { type: 'success' });
      setEditing(false);
      void refreshSession();
    },
    onError: (error) => {
      setErrors((errorBody(error)?.errors ?? {}) as ProfileErrors);
      notify(PROFILE_MESSAGES.updateFailed, { type: 'error' });
    },
  });

  const startEdit = () => {
    setValues(valuesOf(profile));
    setErrors({});
    setEditing(true);
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="profil-infos">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography variant="h6" component="h2" id="profil-infos">
            Informations personnelles
          </Typography>
          {!editing && (
            <Button startIcon={<EditIcon />} onClick={startEdit} aria-label="Modifier mes informations">
              Modifier
            </Button>
          )}
        </Box>
        {editing ? (
          <Box component="form" onSubmit={submit((form) => save.mutate(form))} noValidate>
            <Grid container spacing={2}>
              <PersonNameFields field={field} />
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Email" type="email" required {...field('email')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Téléphone" type="tel" {...field('phone')} />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button onClick={() => setEditing(false)} disabled={save.isPending}>
                Annuler
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}>
                Enregistrer
              </Button>
            </Box>
          </Box>
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
