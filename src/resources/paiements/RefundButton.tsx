import { useState } from 'react';
import { Button } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import type { Paiement } from '../../dataProvider/contract/paiements';
import { useCan } from '../../components/access/useCan';
import { dayKey, userTimeZone } from '../../domain/format';
import { RefundDialog } from './RefundDialog';

/** Whether a payment was taken today, where the user is (an agent refunds only a payment of their day). */
function takenToday(p: Paiement): boolean {
  const timeZone = userTimeZone();
  return dayKey(p.date_paiement ?? p.date_creation, timeZone) === dayKey(new Date(), timeZone);
}

/** « Rembourser » a validated payment (issue #32), for who may (docs/permissions.md `paiements.refund`). */
export function RefundButton({ paiement, onRefunded, size }: { paiement: Paiement; onRefunded: () => void; size?: 'small' | 'medium' }) {
  const { allowed } = useCan('paiements.refund', { paiement_agent_id: paiement.agent_id ?? null, paiement_du_jour: takenToday(paiement) });
  const [open, setOpen] = useState(false);
  if (!allowed || paiement.statut !== 'valide') return null;
  return (
    <>
      <Button variant="outlined" color="warning" size={size} startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        Rembourser
      </Button>
      {open && <RefundDialog paiement={paiement} onClose={() => setOpen(false)} onRefunded={onRefunded} />}
    </>
  );
}
