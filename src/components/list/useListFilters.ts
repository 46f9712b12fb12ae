import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { filterTexts, sameTexts } from './filterValues';

interface ListFiltersOptions<K extends string> {
  /**
   * Live filters: what is typed goes to the list `delay` ms after the last key. Without it, the
   * fields stay pending until `apply()` (« Appliquer », Enter: spec 002 sections 2 and 4).
   */
  delay?: number;
  /** A field's refusal (an end date before the start date...): the values stay in their fields and nothing goes to the list. */
  refuse?: (values: Record<K, string>) => Partial<Record<K, string>>;
}

/**
 * The app's one filter pattern: fields over react-admin's list filters (`filterValues`, `setFilters`
 * of the list controller, hence the URL or the store, and page 1 on every change). The fields show
 * the applied filters as texts and follow them when they change elsewhere (Back, a saved view, a
 * reset) without losing what is being typed in another one. What is typed goes to the list,
 * trimmed, after a pause (`delay`) or when applied; a choice applies at once with `apply({ key: value })`.
 * `dirty` says changes are typed but not applied (the orange dot), `activeCount` how many are applied.
 */
export function useListFilters<K extends string>(keys: readonly K[], { delay, refuse }: ListFiltersOptions<K> = {}) {
  const { filterValues, setFilters } = useListContext();
  const applied = useMemo(() => filterTexts(filterValues, keys), [filterValues, keys]);
  const [values, setValues] = useState(applied);
  const sent = useRef(applied);
  // The latest filters and setter, read when a pause in typing ends (not a reason to restart it).
  const latest = useRef({ filterValues, setFilters });

  useEffect(() => {
    latest.current = { filterValues, setFilters };
  }, [filterValues, setFilters]);

  useEffect(() => {
    const changed = keys.filter((key) => applied[key] !== sent.current[key]);
    if (changed.length === 0) return;
    sent.current = applied;
    setValues((current) => ({ ...current, ...Object.fromEntries(changed.map((key) => [key, applied[key]])) }));
  }, [applied, keys]);

  const errors: Partial<Record<K, string>> = useMemo(() => refuse?.(values) ?? {}, [refuse, values]);
  const refused = Object.values(errors).some(Boolean);
  const wanted = useMemo(() => Object.fromEntries(keys.map((key) => [key, values[key].trim()])) as Record<K, string>, [keys, values]);

  const send = useCallback((next: Record<K, string>) => {
    sent.current = next;
    latest.current.setFilters({ ...latest.current.filterValues, ...next });
  }, []);

  // Nothing to send when the list has it or it was sent already (a choice applied at once): a second
  // send after the pause would navigate back to the list if a row was opened meanwhile.
  useEffect(() => {
    if (delay === undefined || refused || sameTexts(wanted, sent.current, keys) || sameTexts(wanted, filterTexts(latest.current.filterValues, keys), keys)) return;
    const timer = setTimeout(() => send(wanted), delay);
    return () => clearTimeout(timer);
  }, [wanted, keys, delay, refused, send]);

  const set = useCallback((key: K, value: string) => setValues((current) => ({ ...current, [key]: value })), []);
  /** Sends the typed values, with `now` (a choice made) on top; while a field is refused, only `now` goes. */
  const apply = useCallback(
    (now: Partial<Record<K, string>> = {}) => {
      setValues((current) => ({ ...current, ...now }));
      send({ ...(refused ? applied : wanted), ...now });
    },
    [refused, applied, wanted, send],
  );
  /** Every filter of the list cleared, the search included, and these fields emptied. */
  const reset = useCallback(() => {
    const empty = Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
    setValues(empty);
    sent.current = empty;
    setFilters({});
  }, [keys, setFilters]);
  const dirty = !sameTexts(wanted, applied, keys);
  const activeCount = keys.filter((key) => applied[key] !== '').length;
  return { values, applied, set, apply, reset, errors, dirty, activeCount };
}
