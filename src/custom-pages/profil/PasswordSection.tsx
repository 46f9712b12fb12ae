import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorBody } from '../../dataProvider/errors';
import { useFormFields } from '../../components/useFormFields';
import { EMPTY_PASSWORD_FORM, PROFILE_MESSAGES, passwordChangeErrorMessage, validatePasswordChange, type PasswordErrors, type PasswordValues } from '../../domain/profileForm';

/** The password form in view and edit modes (spec 000 sections 5 and 8). */
export function PasswordSection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const { setValues, errors, setErrors, field, submit } = useFormFields<PasswordValues>(EMPTY_PASSWORD_FORM, validatePasswordChange);

  const save = useMutation({
    mutationFn: (form: PasswordValues) => dataProvider.changeProfilePassword(form),
    onSuccess: () => {
      notify(PROFILE_MESSAGES.passwordChanged, { type: 'success' });
      setValues(EMPTY_PASSWORD_FORM);
      setEditing(false);
    },
    onError: (error) => {
      const raw = errorBody(error)?.raw;
      const message = passwordChangeErrorMessage(raw);
      const fields = (errorBody(error)?.errors ?? {}) as PasswordErrors;
      setErrors(raw?.old_password !== undefined ? { ...fields, old_password: PROFILE_MESSAGES.wrongOldPassword } : fields);
      notify(message, { type: 'error' });
    },
  });

  const cancel = () => {
    setValues(EMPTY_PASSWORD_FORM);
    setErrors({});
    setEditing(false);
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="profil-securite">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="profil-securite">
            Sécurité
          </Typography>
          {!editing && (
            <Button startIcon={<LockResetIcon />} onClick={() => setEditing(true)}>
              Changer le mot de passe
            </Button>
          )}
        </Box>
        {editing ? (
          <Box component="form" onSubmit={submit((form) => save.mutate(form))} noValidate>
            <Stack spacing={2}>
              <TextField label="Mot de passe actuel" type="password" required autoFocus autoComplete="current-password" {...field('old_password')} />
              <TextField label="Nouveau mot de passe" type="password" required autoComplete="new-password" {...field('new_password')} helperText={errors.new_password ?? '8 caractères au moins'} />
              <TextField label="Confirmer le nouveau mot de passe" type="password" required autoComplete="new-password" {...field('new_password_confirm')} />
            </Stack>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button onClick={cancel} disabled={save.isPending}>
                Annuler
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}>
                Modifier le mot de passe
              </Button>
            </Box>
          </Box>
        ) : (
          <Typography color="text.secondary">Mot de passe : ••••••••</Typography>
        )}
      </CardContent>
    </Card>
  );
}
