import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface RowActionProps {
  /** The tooltip ('Supprimer'). */
  title: string;
  /** The accessible name, which says on what ('Supprimer la facture FC-2026-0001'). */
  label: string;
  icon: ReactNode;
  /** A link to a page, or an action. */
  to?: string;
  onClick?: () => void;
  color?: 'primary' | 'error';
  disabled?: boolean;
}

/**
 * An icon button of a list row or card, with its tooltip (kept on a disabled button: the tooltip
 * describes the wrapper, it does not rename it).
 */
export function RowAction({ title, label, icon, to, onClick, color, disabled }: RowActionProps) {
  return (
    <Tooltip title={title} describeChild>
      <span>
        {to ? (
          <IconButton component={RouterLink} to={to} aria-label={label} size="small" color={color} disabled={disabled}>
            {icon}
          </IconButton>
        ) : (
          <IconButton onClick={onClick} aria-label={label} size="small" color={color} disabled={disabled}>
            {icon}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}
