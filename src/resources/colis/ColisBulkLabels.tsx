import { useState } from 'react';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import LabelIcon from '@mui/icons-material/Label';
import PrintIcon from '@mui/icons-material/Print';
import { useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Colis } from '../../dataProvider/contract/colis';
import { printBlob, saveBlob } from '../../components/files';
import { MAX_BULK_LABELS, TOO_MANY_LABELS, bulkLabelsFileName, bulkLabelsPdf } from './bulkLabels';
import { plural } from '../../domain/format';

export const BULK_LABELS_ERROR = 'Erreur lors du téléchargement des étiquettes A6';

/** The selection bar of /colis: the selected parcels' A6 labels as one PDF, to download or print. */
export function ColisBulkLabels() {
  const { selectedIds, data, onUnselectItems } = useListContext<Colis>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  if (selectedIds.length === 0) return null;

  const codeOf = (id: Identifier) => data?.find((colis) => colis.id === id)?.code_suivi ?? `#${id}`;

  const run = async (mode: 'download' | 'print') => {
    if (selectedIds.length > MAX_BULK_LABELS) {
      notify(TOO_MANY_LABELS, { type: 'warning' });
      return;
    }
    const ids = [...selectedIds];
    setProgress({ done: 0, total: ids.length });
    try {
      const { pdf, failed } = await bulkLabelsPdf(ids, (id) => dataProvider.getColisLabelA6(id), (done) => setProgress({ done, total: ids.length }));
      if (!pdf) {
        notify(BULK_LABELS_ERROR, { type: 'error' });
        return;
      }
      if (mode === 'download') saveBlob(pdf, bulkLabelsFileName(ids.length - failed.length));
      else printBlob(pdf);
      if (failed.length > 0) notify(`${failed.length} étiquette(s) n'ont pas pu être générées : ${failed.map(codeOf).join(', ')}`, { type: 'warning' });
      else if (mode === 'download') notify(plural(ids.length, 'étiquette A6 téléchargée', 'étiquettes A6 téléchargées'), { type: 'success' });
    } catch {
      notify(BULK_LABELS_ERROR, { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} role="region" aria-label="Sélection">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{plural(selectedIds.length, 'colis sélectionné', 'colis sélectionnés')}</Typography>
        <Button variant="contained" startIcon={<LabelIcon />} disabled={busy} onClick={() => void run('download')}>
          Télécharger les étiquettes A6
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={busy} onClick={() => void run('print')}>
          Imprimer les étiquettes A6
        </Button>
        <Button disabled={busy} onClick={() => onUnselectItems()}>
          Désélectionner
        </Button>
      </Box>
      {progress && (
        <Box role="status">
          <Typography variant="body2">
            Préparation des étiquettes : {progress.done} / {progress.total}
          </Typography>
          <LinearProgress variant="determinate" value={(progress.done / progress.total) * 100} aria-label="Préparation des étiquettes" />
        </Box>
      )}
    </Paper>
  );
}
