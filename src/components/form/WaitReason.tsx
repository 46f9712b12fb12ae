import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';

/**
 * Around a save button that waits, disabled, for the form to be valid: the reason in a tooltip
 * ('Prénom : Le prénom est requis'). A disabled button takes no focus: as the app's refused
 * actions do (`Guarded`), a span around it holds the tooltip and the keyboard's stop. The span
 * stays when the reason goes, so the button is the same element throughout.
 */
export function WaitReason({ reason, children }: { reason: string | null; children: ReactElement }) {
  return (
    <Tooltip title={reason ?? ''} describeChild>
      <span tabIndex={reason ? 0 : undefined} style={{ display: 'inline-flex' }} data-refused-action={reason ? '' : undefined}>
        {children}
      </span>
    </Tooltip>
  );
}
