import { useState } from 'react';
import type * as z from 'zod/mini';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { User } from '../../dataProvider/contract/accounts';
import type { TwoFactorSetup } from '../../dataProvider/contract/profile';
import { errorMessage } from '../../dataProvider/errors';
import { useRefreshSession } from '../../authProvider/session';
import { CopyButton } from '../../components/CopyButton';
import { isAdmin } from '../../domain/permissions';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MESSAGES, sanitizeCode } from '../../domain/twoFactor';
import { twoFactorConfirmWrite } from '../../domain/schemas/profile';
import { SchemaForm, type SubmissionErrors } from '../../components/form/SchemaForm';
import { submissionErrors } from '../../components/form/submissionErrors';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { BackupCodes } from './BackupCodes';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { TWO_FACTOR_STATUS_QUERY_KEY } from './queryKeys';

const STATUS_STALE_MS = 5 * 60_000;

type TwoFactorConfirmBody = z.output<typeof twoFactorConfirmWrite>;

/** The setup's QR code and manual key, then the 6-digit code that confirms it (the 2FA confirm write). */
function SetupPanel({ setup, onConfirm, onCancel }: { setup: TwoFactorSetup; onConfirm: (body: TwoFactorConfirmBody) => Promise<SubmissionErrors | undefined>; onCancel: () => void }) {
  const steps = setup.instructions ? [setup.instructions.step1, setup.instructions.step2, setup.instructions.step3] : [];
  return (
    <SchemaForm schema={twoFactorConfirmWrite} defaultValues={{ device_id: setup.device_id, token: '' }} onSubmit={onConfirm} label="Configuration du 2FA" sx={{ mt: 2 }}>
      {steps.length > 0 && (
        <Box component="ol" sx={{ pl: 3, mt: 0 }}>
          {steps.map((step) => (
            <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
        <Box component="img" src={setup.qr_code} alt="QR code à scanner avec votre application d'authentification" sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }} />
      </Box>
      <TextField
        label="Clé manuelle"
        value={setup.manual_entry_key}
        fullWidth
        size="small"
        helperText="À saisir dans l'application si le QR code ne peut pas être scanné"
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
          input: { endAdornment: <InputAdornment position="end"><CopyButton text={setup.manual_entry_key} label="Copier la clé" successMessage="Clé copiée dans le presse-papiers" /></InputAdornment> },
        }}
      />
      <FormTextField
        source="token"
        label="Code de vérification"
        autoFocus
        parse={sanitizeCode}
        sx={{ mt: 2 }}
        helperText={`Le code à ${TWO_FACTOR_CODE_LENGTH} chiffres affiché par l'application`}
        // No maxLength: the browser would cut a pasted '123 456' to '123 45' before sanitizeCode drops the space;
        // sanitizeCode keeps the digits first, then six of them.
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>Annuler</Button>
        <SubmitButton>Confirmer</SubmitButton>
      </Box>
    </SchemaForm>
  );
}

const PASSWORD_ACTIONS = {
  disable: {
    dialog: {
      title: 'Désactiver le 2FA',
      text: 'Confirmez avec votre mot de passe. Votre compte ne sera plus protégé par un second facteur.',
      confirmLabel: 'Désactiver',
    },
    done: TWO_FACTOR_MESSAGES.disabled,
    failed: TWO_FACTOR_MESSAGES.disableFailed,
  },
  regenerate: {
    dialog: {
      title: 'Régénérer les codes de secours',
      text: 'Confirmez avec votre mot de passe. Les anciens codes ne fonctionneront plus.',
      confirmLabel: 'Régénérer',
    },
    done: TWO_FACTOR_MESSAGES.regenerated,
    failed: TWO_FACTOR_MESSAGES.regenerateFailed,
  },
};
type PasswordAction = keyof typeof PASSWORD_ACTIONS;

/** The account's 2FA status, and its re-read (with the session's) after a change. */
function useTwoFactorStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const status = useQuery({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY, queryFn: () => dataProvider.getTwoFactorStatus(), staleTime: STATUS_STALE_MS });
  const refreshStatus = () => {
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_QUERY_KEY });
    void refreshSession();
  };
  return { status, refreshStatus };
}

/** Two-factor authentication end to end (spec 000 sections 2, 4, 5, 8). */
export function TwoFactorSection({ profile }: { profile: User }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { status, refreshStatus } = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<PasswordAction | null>(null);
  const [dialogError, setDialogError] = useState<string>();

  const enable = useMutation({
    mutationFn: async () => {
      try {
        await dataProvider.toggleTwoFactor(true);
      } catch (error) {
        throw new Error(errorMessage(error, TWO_FACTOR_MESSAGES.enableFailed), { cause: error });
      }
      try {
        return await dataProvider.setupTwoFactor();
      } catch (error) {
        throw new Error(errorMessage(error, TWO_FACTOR_MESSAGES.setupFailed), { cause: error });
      }
    },
    onSuccess: (response) => {
      setSetup(response);
      notify(TWO_FACTOR_MESSAGES.setupStarted, { type: 'info' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  const confirm = useMutation({
    mutationFn: ({ device_id, token }: TwoFactorConfirmBody) => dataProvider.confirmTwoFactor(device_id, token),
    onSuccess: (response) => {
      notify(TWO_FACTOR_MESSAGES.confirmed, { type: 'success' });
      setSetup(null);
      setCodes(response.backup_tokens);
      refreshStatus();
    },
    onError: (error) => notify(errorMessage(error, TWO_FACTOR_MESSAGES.invalidCode), { type: 'error' }),
  });

  /** Disable and regenerate both ask for the password; regenerate also shows the new codes. */
  const confirmWithPassword = useMutation({
    mutationFn: async ({ kind, password }: { kind: PasswordAction; password: string }) =>
      kind === 'disable' ? (await dataProvider.disableTwoFactor(password), null) : (await dataProvider.regenerateBackupCodes(password)).backup_tokens,
    onSuccess: (backupCodes, { kind }) => {
      notify(PASSWORD_ACTIONS[kind].done, { type: 'success' });
      setDialog(null);
      setCodes(backupCodes);
      refreshStatus();
    },
    onError: (error, { kind }) => {
      const message = errorMessage(error, PASSWORD_ACTIONS[kind].failed);
      setDialogError(message);
      notify(message, { type: 'error' });
    },
  });

  const openDialog = (kind: PasswordAction) => {
    setDialogError(undefined);
    setDialog(kind);
  };

  let content;
  if (status.isPending) content = <CircularProgress size={24} aria-label="Chargement du statut 2FA" />;
  else if (status.isError) {
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void status.refetch()}>Recharger</Button>}>
        {TWO_FACTOR_MESSAGES.statusFailed}
      </Alert>
    );
  } else if (status.data.enabled) {
    content = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip color="success" label="Activé" size="small" />
          <Typography variant="body2" color="text.secondary">
            Codes de secours restants : {status.data.backup_tokens_count ?? 0}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="outlined" onClick={() => openDialog('regenerate')}>
            Régénérer les codes de secours
          </Button>
          <Button variant="outlined" color="error" onClick={() => openDialog('disable')}>
            Désactiver le 2FA
          </Button>
        </Box>
      </>
    );
  } else {
    content = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip label="Désactivé" size="small" />
          <Typography variant="body2" color="text.secondary">
            {status.data.message ?? "L'authentification à deux facteurs n'est pas activée."}
          </Typography>
        </Box>
        {isAdmin(profile) && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Fortement recommandé pour les administrateurs : le 2FA protège l'accès à la configuration et aux paiements.
          </Alert>
        )}
        {setup ? (
          <SetupPanel setup={setup} onConfirm={(body) => confirm.mutateAsync(body).then(
              () => undefined,
              (error: unknown) => submissionErrors(error, ['token']),
            )} onCancel={() => setSetup(null)} />
        ) : (
          <Button variant="contained" sx={{ mt: 2 }} startIcon={enable.isPending ? <CircularProgress size={16} /> : <SecurityIcon />} onClick={() => enable.mutate()} disabled={enable.isPending}>
            Activer le 2FA
          </Button>
        )}
      </>
    );
  }

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="profil-2fa">
      <CardContent>
        <Typography variant="h6" component="h2" id="profil-2fa" gutterBottom>
          Authentification à deux facteurs
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Un code de votre application d'authentification vous sera demandé à chaque connexion.
        </Typography>
        {content}
        {codes && <BackupCodes codes={codes} account={profile.username} onDone={() => setCodes(null)} />}
      </CardContent>
      {dialog && (
        <PasswordConfirmDialog
          key={dialog}
          {...PASSWORD_ACTIONS[dialog].dialog}
          error={dialogError}
          onConfirm={(password) =>
            confirmWithPassword.mutateAsync({ kind: dialog, password }).then(
              () => undefined,
              (error: unknown) => submissionErrors(error, ['password']),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
