import { Paper, Typography } from '@mui/material';

/** The assistant panel (Mira); its conversation arrives with the assistant issue. */
export default function AssistantPanel({ onClose }: { onClose: () => void }) {
  return (
    <Paper
      role="dialog"
      aria-label="Assistant Mira"
      elevation={8}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      sx={{ position: 'fixed', right: 16, bottom: 88, width: 360, maxWidth: 'calc(100vw - 32px)', p: 2, zIndex: 1300 }}
    >
      <Typography variant="h6">Mira</Typography>
      <Typography variant="caption" color="text.secondary">
        En développement - Ne pas se fier aux réponses
      </Typography>
    </Paper>
  );
}
