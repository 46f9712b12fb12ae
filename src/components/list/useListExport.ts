import { useCallback, useState } from 'react';
import { useDataProvider, useListContext, useNotify, type RaRecord } from 'react-admin';
import { saveBlob } from '../files';
import { errorMessage } from '../../dataProvider/errors';
import { buildCsv, csvFileName, fetchAllPages, type CsvDocument } from '../../domain/csvExport';
import { plural } from '../../domain/format';

/** Rows fetched per request while exporting. */
export const EXPORT_PAGE_SIZE = 100;

interface ListExportOptions<R> extends Pick<CsvDocument<R>, 'columns' | 'totals'> {
  /** The file name's prefix ('comptabilite' gives comptabilite_2026-05-04.csv). */
  fileName: string;
}

/**
 * Exports every row of the list that matches its applied filters and sort (all pages, fetched
 * from the server page by page), as the spec's CSV; `progress` is the share done in percent.
 */
export function useListExport<R extends RaRecord>({ columns, totals, fileName }: ListExportOptions<R>) {
  const { resource, filterValues, sort } = useListContext<R>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const run = useCallback(async () => {
    setProgress(0);
    try {
      const rows = await fetchAllPages(
        async (page, perPage) => {
          const { data, total } = await dataProvider.getList<R>(resource, { pagination: { page, perPage }, sort, filter: filterValues });
          return { rows: data, total: total ?? data.length };
        },
        { pageSize: EXPORT_PAGE_SIZE, onProgress: setProgress },
      );
      saveBlob(new Blob([buildCsv({ columns, rows, totals })], { type: 'text/csv;charset=utf-8' }), csvFileName(fileName));
      notify(`Export terminé : ${plural(rows.length, 'ligne')}`, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, "Erreur lors de l'export"), { type: 'error' });
    } finally {
      setProgress(null);
    }
  }, [columns, totals, fileName, resource, filterValues, sort, dataProvider, notify]);
  return { run, progress };
}
