import { cloneElement, type ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import type { Capability, Decision, ObjectState } from '../../domain/permissions';
import { useCan } from './useCan';

interface GuardedProps {
  /** The button, link or menu entry; it must accept `disabled`. */
  children: ReactElement<{ disabled?: boolean }>;
  capability: Capability;
  /** An object whose state the rule reads (a manifest's status, a category's can_edit). */
  object?: ObjectState;
  /** Where the user would not look for it: not offered at all instead of shown disabled. */
  hideWhenRefused?: boolean;
  /** The action's own tooltip when it is allowed (icon buttons). */
  title?: string;
}

/** Shows a refused action disabled, with the reason in a tooltip (the span keeps it reachable by keyboard and pointer). */
export function RefusedAction({ decision, title, children }: { decision: Decision; title?: string; children: ReactElement<{ disabled?: boolean }> }) {
  if (decision.allowed) return title ? <Tooltip title={title}>{children}</Tooltip> : children;
  return (
    <Tooltip title={decision.message} describeChild>
      <span tabIndex={0} style={{ display: 'inline-flex' }} data-refused-action>
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}

/** One line per screen: the action as it is when the matrix allows it, else disabled with a French tooltip (or hidden). */
export function Guarded({ children, capability, object, hideWhenRefused = false, title }: GuardedProps) {
  const decision = useCan(capability, object);
  if (!decision.allowed && hideWhenRefused) return null;
  return (
    <RefusedAction decision={decision} title={title}>
      {children}
    </RefusedAction>
  );
}
