import { startTransition, useEffect, useState } from 'react';

let painted = false;

/**
 * False while the app's first screen renders, true from the next task on (and at once after that):
 * what the first screen can show a moment later (the app bar's tools, the sidebar's entries) renders
 * then, in a transition that yields to the browser, instead of lengthening the first render, the
 * longest task before the parcel list's first row.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => {
      painted = true;
      startTransition(() => setReady(true));
    });
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
