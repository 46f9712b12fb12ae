import { Alert, DialogContentText } from '@mui/material';
import { twoFactorPasswordWrite } from '../../domain/schemas/profile';
import { FormDialog } from '../../components/form/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import type { SubmissionErrors } from '../../components/form/SchemaForm';

interface PasswordConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The last failure, shown in the dialog; the typed password stays. */
  error?: string;
  /** Sends the action; resolves with the server's field messages when it refused them. */
  onConfirm: (password: string) => Promise<SubmissionErrors | undefined>;
  onClose: () => void;
}

/** Asks the password before a sensitive two-factor action (disable, regenerate). */
export function PasswordConfirmDialog({ title, text, confirmLabel, error, onConfirm, onClose }: PasswordConfirmDialogProps) {
  return (
    <FormDialog
      title={title}
      schema={twoFactorPasswordWrite}
      defaultValues={{ password: '' }}
      onSubmit={({ password }) => onConfirm(password)}
      onClose={onClose}
      submitLabel={confirmLabel}
      intro={
        <>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
        </>
      }
    >
      <FormTextField source="password" label="Mot de passe" type="password" required autoFocus autoComplete="current-password" />
    </FormDialog>
  );
}
