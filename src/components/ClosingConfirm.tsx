import type { ReactNode } from 'react';
import { ConfirmActionDialog } from './ConfirmActionDialog';

interface ClosingConfirmProps {
  open: boolean;
  title: string;
  content: ReactNode;
  /** The confirm button's label ('Supprimer', 'Nettoyer'…). */
  confirm: string;
  confirmColor?: 'primary' | 'warning';
  /** Runs after the dialog has closed. */
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of one action: 'Annuler' backs out, confirming closes the dialog and then acts; a 'warning' one starts on 'Annuler'. */
export function ClosingConfirm({ open, title, content, confirm, confirmColor = 'primary', onConfirm, onClose }: ClosingConfirmProps) {
  return (
    <ConfirmActionDialog
      open={open}
      title={title}
      message={content}
      confirmLabel={confirm}
      destructive={confirmColor === 'warning'}
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
      onClose={onClose}
    />
  );
}
