import { useCallback, useMemo, useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

/** The rows ticked in a list, across pages, with the record of each (bulk actions read their status). */
export function useRowSelection<R extends RaRecord>() {
  const [selected, setSelected] = useState<ReadonlyMap<Identifier, R>>(new Map());
  const isSelected = useCallback((record: R) => selected.has(record.id), [selected]);
  const toggle = useCallback(
    (record: R) =>
      setSelected((current) => {
        const next = new Map(current);
        if (next.has(record.id)) next.delete(record.id);
        else next.set(record.id, record);
        return next;
      }),
    [],
  );
  const allSelected = useCallback((rows: readonly R[]) => rows.length > 0 && rows.every((row) => selected.has(row.id)), [selected]);
  const toggleAll = useCallback(
    (rows: readonly R[]) =>
      setSelected((current) => {
        const next = new Map(current);
        const all = rows.length > 0 && rows.every((row) => current.has(row.id));
        rows.forEach((row) => (all ? next.delete(row.id) : next.set(row.id, row)));
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  const records = useMemo(() => [...selected.values()], [selected]);
  return { records, count: selected.size, isSelected, toggle, allSelected, toggleAll, clear };
}

export type RowSelection<R extends RaRecord> = ReturnType<typeof useRowSelection<R>>;
