import { Box, Button, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';

/** 'Exporter CSV' with a determinate progress bar while the pages are fetched. */
export function ExportButton({ onClick, progress, disabled }: { onClick: () => void; progress: number | null; disabled?: boolean }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onClick} disabled={disabled || progress !== null}>
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
