import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { saveBlob } from '../../components/files';
import { BACKUP_CODES_FILE_NAME, TWO_FACTOR_MESSAGES, backupCodesText } from '../../domain/twoFactor';

/** Backup codes, shown once right after they are issued, with copy and download. */
export function BackupCodes({ codes, account, onDone }: { codes: string[]; account: string; onDone: () => void }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify(TWO_FACTOR_MESSAGES.codesCopied, { type: 'success' });
    } catch {
      notify('Impossible de copier dans le presse-papiers', { type: 'error' });
    }
  };
  const download = () => saveBlob(new Blob([backupCodesText(codes, account, new Date())], { type: 'text/plain;charset=utf-8' }), BACKUP_CODES_FILE_NAME);

  return (
    <Card variant="outlined" sx={{ borderColor: 'warning.main', mt: 2 }} component="section" aria-labelledby="codes-secours">
      <CardContent>
        <Typography variant="subtitle1" component="h3" id="codes-secours" sx={{ fontWeight: 600 }}>
          Codes de secours
        </Typography>
        <Alert severity="warning" sx={{ my: 1.5 }}>
          Conservez ces codes en lieu sûr : ils ne seront plus affichés. Chacun permet une seule connexion sans votre application.
        </Alert>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: 2, fontFamily: 'monospace', fontSize: 16 }} aria-label="Codes de secours">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            Copier les codes
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
            Télécharger (.txt)
          </Button>
          <Button variant="contained" onClick={onDone}>
            J'ai conservé mes codes
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
