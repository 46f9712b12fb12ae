import type { ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  /** The sentence that says what will happen; extra content (warnings, lists) goes in children. */
  message: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  pending?: boolean;
  /**
   * Called once the dialog has closed, instead of MUI giving the focus back to what opened it: for a
   * caller whose action replaces that opener (it places the focus itself).
   */
  onClosed?: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation that precedes an irreversible or destructive action. */
export function ConfirmActionDialog({
  open,
  title,
  message,
  children,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
  destructive = false,
  pending = false,
  onClosed,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      disableRestoreFocus={onClosed !== undefined}
      slotProps={onClosed ? { transition: { onExited: onClosed } } : undefined}
      aria-labelledby="confirm-action-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-action-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        {/* A destructive action starts on 'Annuler': a second Enter backs out instead of deleting. */}
        <Button onClick={onClose} disabled={pending} autoFocus={destructive}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
