import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Capability, ObjectState } from '../../domain/permissions';
import { useCan } from '../access/useCan';

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
  /** The matrix's capability for the action: refused, it shows disabled with the French reason as its tooltip. */
  capability?: Capability;
  object?: ObjectState;
  /** Refused by a rule outside the matrix (whose account this is): disabled, with this reason as its tooltip. */
  refusal?: string | null;
}

/**
 * An icon button of a list row or card, with its tooltip (kept on a disabled button: the tooltip
 * describes the wrapper, it does not rename it).
 */
export function RowAction({ title, label, icon, to, onClick, color, disabled, capability, object, refusal }: RowActionProps) {
  const decision = useCan(capability ?? 'dashboard.view', object);
  const reason = capability !== undefined && !decision.allowed ? decision.message : (refusal ?? null);
  const off = disabled || reason !== null;
  return (
    <Tooltip title={reason ?? title} describeChild>
      <span tabIndex={reason !== null ? 0 : undefined}>
        {to ? (
          <IconButton component={RouterLink} to={to} aria-label={label} size="small" color={color} disabled={off}>
            {icon}
          </IconButton>
        ) : (
          <IconButton onClick={onClick} aria-label={label} size="small" color={color} disabled={off}>
            {icon}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}
