import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';

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

/** react-admin's confirmation of one action: 'Annuler' backs out, confirming closes the dialog and then acts. */
export function ClosingConfirm({ open, onConfirm, onClose, ...texts }: ClosingConfirmProps) {
  return (
    <Confirm
      {...texts}
      isOpen={open}
      cancel="Annuler"
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
      onClose={onClose}
    />
  );
}
