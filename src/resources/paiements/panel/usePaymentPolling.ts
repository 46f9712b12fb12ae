import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RealPaymentStatusPayload } from '../../../dataProvider/contract/paiements';

export const POLLING_INTERVAL_MS = 15_000;
export const POLLING_MAX_CHECKS = 20;

/**
 * Watches the real payment status after a link was sent: off by default, started by hand, one check
 * every 15 s; stops on full payment (refreshing everything, 'Paiement confirmé !'), after 20 checks,
 * or by hand.
 */
export function usePaymentPolling(check: () => Promise<RealPaymentStatusPayload | undefined>, onPaid: () => Promise<unknown>) {
  const notify = useNotify();
  const [active, setActive] = useState(false);
  const [checks, setChecks] = useState(0);
  const count = useRef(0);

  const stop = useCallback(() => setActive(false), []);
  const start = useCallback(() => {
    count.current = 0;
    setChecks(0);
    setActive(true);
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    const timer = setInterval(async () => {
      count.current += 1;
      setChecks(count.current);
      const status = await check();
      if (cancelled) return;
      if (status?.est_entierement_paye) {
        setActive(false);
        await onPaid();
        notify('Paiement confirmé !', { type: 'success' });
      } else if (count.current >= POLLING_MAX_CHECKS) {
        setActive(false);
      }
    }, POLLING_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active, check, onPaid, notify]);

  return { active, checks, start, stop };
}
