import { useCallback, useMemo, useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

/**
 * The rows ticked in a list, across pages, with the record of each (bulk actions read their status).
 * A list that holds every row (`rows`: sent whole by the server) keeps only the ticked rows still
 * in it, as they are now: a row deleted leaves the selection, a row validated meanwhile is read
 * validated.
 */
export function useRowSelection<R extends RaRecord>(rows?: readonly R[]) {
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
  const records = useMemo(() => (rows ? rows.filter((row) => selected.has(row.id)) : [...selected.values()]), [rows, selected]);
  return { records, count: records.length, isSelected, toggle, allSelected, toggleAll, clear };
}

export type RowSelection<R extends RaRecord> = ReturnType<typeof useRowSelection<R>>;
