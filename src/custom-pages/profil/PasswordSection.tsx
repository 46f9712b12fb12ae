import { useState } from 'react';
import type * as z from 'zod/mini';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorBody } from '../../dataProvider/errors';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submissionErrors } from '../../components/form/submissionErrors';
import { EMPTY_PASSWORD_FORM, PROFILE_MESSAGES, passwordChangeErrorMessage } from '../../domain/profileForm';
import { passwordWrite } from '../../domain/schemas/profile';

type PasswordBody = z.output<typeof passwordWrite>;
const PASSWORD_FIELDS = Object.keys(EMPTY_PASSWORD_FORM);

/** The password form in view and edit modes (spec 000 sections 5 and 8). */
export function PasswordSection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);

  const save = useMutation({
    mutationFn: (body: PasswordBody) => dataProvider.changeProfilePassword(body),
    onSuccess: () => {
      notify(PROFILE_MESSAGES.passwordChanged, { type: 'success' });
      setEditing(false);
    },
    onError: (error) => notify(passwordChangeErrorMessage(errorBody(error)?.raw), { type: 'error' }),
  });

  /** A refused current password reads 'Mot de passe actuel incorrect' at its field, whatever the server's words. */
  const submit = async (body: PasswordBody) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      const fields = submissionErrors(error, PASSWORD_FIELDS);
      return errorBody(error)?.raw.old_password !== undefined ? { ...fields, old_password: PROFILE_MESSAGES.wrongOldPassword } : fields;
    }
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
          <SchemaForm schema={passwordWrite} defaultValues={EMPTY_PASSWORD_FORM} onSubmit={submit} warnWhenUnsavedChanges>
            <Stack spacing={2}>
              <FormTextField source="old_password" label="Mot de passe actuel" type="password" required autoFocus autoComplete="current-password" />
              <FormTextField source="new_password" label="Nouveau mot de passe" type="password" required autoComplete="new-password" helperText="8 caractères au moins" />
              <FormTextField source="new_password_confirm" label="Confirmer le nouveau mot de passe" type="password" required autoComplete="new-password" />
            </Stack>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button onClick={() => setEditing(false)} disabled={save.isPending}>
                Annuler
              </Button>
              <SubmitButton>Modifier le mot de passe</SubmitButton>
            </Box>
          </SchemaForm>
        ) : (
          <Typography color="text.secondary">Mot de passe : ••••••••</Typography>
        )}
      </CardContent>
    </Card>
  );
}
