import { Box, Button, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, type RaRecord } from 'react-admin';
import type { CsvDocument } from '../../domain/csvExport';
import { useListExport } from './useListExport';

type ExportButtonProps<R> = Pick<CsvDocument<R>, 'columns' | 'totals'> & {
  fileName: string;
  /** Set by `Guarded` when the role may not export: the button is disabled and no export runs. */
  disabled?: boolean;
};

/** 'Exporter CSV' of a list's filtered rows, with a determinate progress bar while the pages are fetched. */
export function ExportButton<R extends RaRecord>({ disabled = false, ...props }: ExportButtonProps<R>) {
  const { total } = useListContext();
  const { run, progress } = useListExport<R>(props);
  return (
    <Box sx={{ minWidth: 160 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={disabled ? undefined : run} disabled={disabled || !total || progress !== null}>
        Exporter CSV
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 0.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Progression de l'export" />
          <Typography variant="caption" color="text.secondary" role="status">
            Export en cours… {progress} %
          </Typography>
        </Box>
      )}
    </Box>
  );
}
