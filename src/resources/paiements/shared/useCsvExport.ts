import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { saveBlob } from '../../../components/files';
import { errorMessage } from '../../../dataProvider/errors';

/** Runs an export (fetch every page, build the CSV, save it) and exposes its progress in percent. */
export function useCsvExport() {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const run = useCallback(
    async (build: (onProgress: (percent: number) => void) => Promise<{ text: string; fileName: string; rows: number }>) => {
      setProgress(0);
      try {
        const { text, fileName, rows } = await build(setProgress);
        saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
        notify(`Export terminé : ${rows} ligne(s)`, { type: 'success' });
      } catch (error) {
        notify(errorMessage(error, "Erreur lors de l'export"), { type: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [notify],
  );
  return { progress, exporting: progress !== null, run };
}
