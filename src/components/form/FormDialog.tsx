import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useFormState } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ConfirmActionDialog } from '../ConfirmActionDialog';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import { SubmitButton } from './SubmitButton';

/** Tells the dialog, from inside its form, whether something was typed and whether it is being sent. */
function FormStateProbe({ state }: { state: { current: { dirty: boolean; submitting: boolean } } }) {
  const { isDirty, isSubmitting } = useFormState();
  useEffect(() => {
    state.current = { dirty: isDirty, submitting: isSubmitting };
  }, [state, isDirty, isSubmitting]);
  return null;
}

export type FormDialogProps<S extends z.ZodMiniType> = Omit<SchemaFormProps<S>, 'label' | 'warnWhenUnsavedChanges' | 'sx'> & {
  title: string;
  open?: boolean;
  onClose: () => void;
  submitLabel: string;
  /** Sending through a parent's call (its mutation): the buttons wait. */
  pending?: boolean;
  /**
   * What closing with something typed would lose ('Ce que vous avez saisi…'): closing (Escape, a
   * click beside, 'Annuler') then asks « Abandonner la saisie ? ». Without it, the dialog closes at once.
   */
  discardMessage?: string;
  /** Shown above the fields, and between the title and the fields for a screen reader. */
  intro?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
};

/** A dialog holding one `SchemaForm`: its title, its fields, 'Annuler' and the save button. */
export function FormDialog<S extends z.ZodMiniType>({ title, open = true, onClose, submitLabel, pending = false, discardMessage, intro, maxWidth = 'xs', fullScreen, children, ...form }: FormDialogProps<S>) {
  const titleId = useId();
  const state = useRef({ dirty: false, submitting: false });
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    if (pending || state.current.submitting) return;
    if (discardMessage && state.current.dirty) setLeaving(true);
    else onClose();
  };
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
        <SchemaForm {...form}>
          <FormStateProbe state={state} />
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {intro}
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={pending}>
              Annuler
            </Button>
            <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
          </DialogActions>
        </SchemaForm>
      </Dialog>
      {discardMessage && (
        <ConfirmActionDialog
          open={leaving}
          title="Abandonner la saisie ?"
          message={discardMessage}
          confirmLabel="Abandonner"
          cancelLabel="Continuer la saisie"
          destructive
          onConfirm={() => {
            setLeaving(false);
            onClose();
          }}
          onClose={() => setLeaving(false)}
        />
      )}
    </>
  );
}
