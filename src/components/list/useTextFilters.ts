import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { filterTexts, sameTexts } from './filterValues';

/**
 * Text filters typed freely: a change goes to the list (its URL, page 1) `delay` ms after the
 * last key, trimmed. When the list's filters change elsewhere (Back, a saved view, a reset) the
 * fields follow them, without losing what is being typed. While `refuse` finds an error (an end
 * date before the start date...), the values stay in their fields and nothing goes to the list.
 */
export function useTextFilters<K extends string>(keys: readonly K[], delay: number, refuse?: (values: Record<K, string>) => Partial<Record<K, string>>) {
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

  useEffect(() => {
    const wanted = Object.fromEntries(keys.map((key) => [key, values[key].trim()])) as Record<K, string>;
    if (refused || sameTexts(wanted, filterTexts(latest.current.filterValues, keys), keys)) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      latest.current.setFilters({ ...latest.current.filterValues, ...wanted });
    }, delay);
    return () => clearTimeout(timer);
  }, [values, keys, delay, refused]);

  const set = useCallback((key: K, value: string) => setValues((current) => ({ ...current, [key]: value })), []);
  const clear = useCallback(() => setValues(Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>), [keys]);
  return { values, set, clear, errors };
}
