import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { TWO_FACTOR_MESSAGES } from '../../domain/twoFactor';

interface PasswordConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  /** The last failure, shown in the dialog; the typed password stays. */
  error?: string;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks the password before a sensitive two-factor action (disable, regenerate). */
export function PasswordConfirmDialog({ title, text, confirmLabel, pending, error, onConfirm, onClose }: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  return (
    <Dialog open onClose={() => !pending && onClose()} aria-labelledby="confirmation-mot-de-passe" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="confirmation-mot-de-passe">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Mot de passe"
            type="password"
            required
            fullWidth
            autoFocus
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? TWO_FACTOR_MESSAGES.passwordRequired : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" color="primary" disabled={pending} startIcon={pending ? <CircularProgress size={16} /> : undefined}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
