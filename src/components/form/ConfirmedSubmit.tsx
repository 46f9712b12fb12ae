import { useId, useState, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type ButtonProps } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useFormProblem, useSchemaForm } from './SchemaForm';
import { WaitReason } from './WaitReason';

interface SubmitConfirmDialogProps {
  open: boolean;
  title: string;
  /** The sentence that says what will happen; lists and warnings go in children. */
  message: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button, 'Annuler' focused first: a second Enter backs out. */
  destructive?: boolean;
  /** Called as the confirm button sends the form (before the form's own submission runs). */
  onConfirm?: () => void;
  onClose: () => void;
}

/**
 * The question asked before the enclosing `SchemaForm` is sent. Its confirm button is the form's
 * submit button from the dialog (`form={formId}`), so the answer goes through the form's own
 * submission: its checks, its pending state, the server's field messages at their fields.
 */
export function SubmitConfirmDialog({ open, title, message, children, confirmLabel, destructive = false, onConfirm, onClose }: SubmitConfirmDialogProps) {
  const { formId } = useSchemaForm();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus={destructive}>
          Annuler
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
          onClick={() => {
            onConfirm?.();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ConfirmedSubmitProps<B> extends Omit<ButtonProps, 'type' | 'children' | 'onClick'> {
  /** The button's label ('Enregistrer les modifications'). */
  children: ReactNode;
  title: string;
  /** What the dialog says about what will be sent (the form's values read by its schema). */
  message: (body: B) => ReactNode;
  confirmLabel: string;
  /**
   * Whether there is something to ask about; when not, the screen says why itself ('Aucune
   * modification à enregistrer') and nothing is sent.
   */
  ready?: (body: B) => boolean;
  /** Sending outside the form's own submission: disabled, with a spinner. */
  pending?: boolean;
}

/**
 * The save button of a form sent after a confirmation ('Confirmer les modifications' →
 * « Oui, sauvegarder »): disabled while the form is invalid, from its first render, saying its
 * first problem (as `SubmitButton`), then asking before the form is sent.
 */
export function ConfirmedSubmit<B>({ children, title, message, confirmLabel, ready = () => true, pending = false, disabled = false, startIcon, variant = 'contained', ...props }: ConfirmedSubmitProps<B>) {
  const values = useWatch();
  const { getValues } = useFormContext();
  const { isSubmitting } = useFormState();
  const { schemaOf } = useSchemaForm();
  const problem = useFormProblem(values);
  // The body asked about stays while the dialog closes.
  const [question, setQuestion] = useState<{ open: boolean; body: B } | null>(null);
  const busy = pending || isSubmitting;
  const ask = () => {
    const typed = getValues();
    const read = schemaOf(typed).safeParse(typed);
    if (read.success && ready(read.data as B)) setQuestion({ open: true, body: read.data as B });
  };
  return (
    <>
      <WaitReason reason={busy || disabled ? null : problem}>
        <Button {...props} type="button" variant={variant} disabled={busy || disabled || problem !== null} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon} onClick={ask}>
          {children}
        </Button>
      </WaitReason>
      <SubmitConfirmDialog
        open={question?.open ?? false}
        title={title}
        message={question ? message(question.body) : null}
        confirmLabel={confirmLabel}
        onClose={() => setQuestion((current) => current && { ...current, open: false })}
      />
    </>
  );
}
