import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { filterTexts, sameTexts } from './filterValues';

/**
 * The filters of a panel (spec 002 sections 2 and 4): edited values stay pending until applied
 * (button or Enter); only applied values go to the list, its URL, and back to page 1. `dirty`
 * drives the orange dot; `reset` clears every filter and the search. When the applied filters
 * change elsewhere (Back, a saved view) the fields follow them.
 */
export function usePendingFilters<F extends Record<string, string>>(empty: F) {
  const { filterValues, setFilters } = useListContext();
  const keys = useMemo(() => Object.keys(empty) as (keyof F & string)[], [empty]);
  const applied = useMemo(() => ({ ...empty, ...filterTexts(filterValues, keys) }) as F, [empty, filterValues, keys]);
  const [pending, setPending] = useState<F>(applied);
  const previous = useRef(applied);

  useEffect(() => {
    if (sameTexts(previous.current, applied, keys)) return;
    previous.current = applied;
    setPending(applied);
  }, [applied, keys]);

  const set = useCallback(<K extends keyof F>(key: K, value: F[K]) => setPending((current) => ({ ...current, [key]: value })), []);
  const apply = useCallback(() => setFilters({ ...filterValues, ...pending }), [filterValues, pending, setFilters]);
  const reset = useCallback(() => {
    setPending(empty);
    setFilters({});
  }, [empty, setFilters]);
  const dirty = !sameTexts(pending, applied, keys);
  const activeCount = keys.filter((key) => applied[key] !== empty[key]).length;
  return { pending, applied, set, apply, reset, dirty, activeCount };
}
