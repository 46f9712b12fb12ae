import { useCallback, useEffect, useState } from 'react';

/**
 * Filters edited in a panel stay pending until applied (button or Enter); applying goes back to
 * page 1 (the caller's onApply). `dirty` drives the orange dot of unapplied changes.
 */
export function usePendingFilters<F extends Record<string, string>>(empty: F, onApply: () => void) {
  const [pending, setPending] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const dirty = (Object.keys(empty) as (keyof F)[]).some((key) => pending[key] !== applied[key]);
  const set = useCallback(<K extends keyof F>(key: K, value: F[K]) => setPending((current) => ({ ...current, [key]: value })), []);
  const apply = useCallback(() => {
    setApplied(pending);
    onApply();
  }, [pending, onApply]);
  const reset = useCallback(() => {
    setPending(empty);
    setApplied(empty);
    onApply();
  }, [empty, onApply]);
  const activeCount = (Object.keys(empty) as (keyof F)[]).filter((key) => applied[key] !== empty[key]).length;
  return { pending, applied, set, apply, reset, dirty, activeCount };
}

/** A value that settles `delay` ms after its last change (search boxes). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
