import type { ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormState, useWatch } from 'react-hook-form';
import { useFormProblem } from './SchemaForm';
import { WaitReason } from './WaitReason';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  children: ReactNode;
  /** Sending outside the form's own submission (a parent's mutation): disabled, with a spinner. */
  pending?: boolean;
}

/**
 * The button that sends a `SchemaForm`: disabled while the form is invalid, from its first render,
 * saying its first problem (`WaitReason`); disabled with a spinner while it is sent.
 */
export function SubmitButton({ children, pending = false, disabled = false, startIcon, variant = 'contained', ...props }: SubmitButtonProps) {
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const problem = useFormProblem(values);
  const busy = pending || isSubmitting;
  return (
    <WaitReason reason={busy || disabled ? null : problem}>
      <Button {...props} type="submit" variant={variant} disabled={busy || disabled || problem !== null} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon}>
        {children}
      </Button>
    </WaitReason>
  );
}
