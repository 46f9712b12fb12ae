import { useEffect, useState } from 'react';

/**
 * Reloads every `intervalMs` while `missing` holds, `maxTries` times at most: `retrying` while a
 * reload is still due, `gaveUp` once none is and `missing` still holds (the screen then says so).
 */
export function useRetryWhile(missing: boolean, reload: () => unknown, intervalMs: number, maxTries: number): { retrying: boolean; gaveUp: boolean } {
  const [tries, setTries] = useState(0);
  const retrying = missing && tries < maxTries;
  useEffect(() => {
    if (!retrying) return undefined;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      reload();
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [retrying, tries, reload, intervalMs]);
  return { retrying, gaveUp: missing && !retrying };
}
