import { useEffect, useRef } from 'react';

type ScanHandler = (code: string) => void;

/**
 * Where a scan goes. By default the app bar opens the scanned parcel; a screen that expects scans
 * (receiving a manifest) claims them while it is open, and the last one to claim wins.
 */
const claims: { current: ScanHandler }[] = [];

/** The handler of the screen that claimed scans last, if any. */
export function claimedScanHandler(): ScanHandler | null {
  return claims.at(-1)?.current ?? null;
}

/** Takes every scan while `active` (a handheld burst anywhere, or the app bar's camera). */
export function useClaimScans(onScan: ScanHandler, active = true): void {
  const claim = useRef({ current: onScan });
  useEffect(() => {
    claim.current.current = onScan;
  }, [onScan]);
  useEffect(() => {
    if (!active) return undefined;
    const entry = claim.current;
    claims.push(entry);
    return () => {
      const index = claims.indexOf(entry);
      if (index >= 0) claims.splice(index, 1);
    };
  }, [active]);
}
