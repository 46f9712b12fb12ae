import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';

/** Copies a text and confirms with the given toast (e.g. 'Code de suivi copié !'). */
export function CopyButton({ text, label, successMessage, size = 'small' }: { text: string; label: string; successMessage: string; size?: 'small' | 'medium' }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(successMessage, { type: 'success' });
    } catch {
      notify('Impossible de copier dans le presse-papiers', { type: 'error' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={copy} size={size}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
