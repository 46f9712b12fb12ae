import { lazy, Suspense, useState } from 'react';
import { Fab, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import CloseIcon from '@mui/icons-material/Close';

const AssistantPanel = lazy(() => import('../custom-pages/assistant/AssistantPanel'));

/** The help button, bottom-right; the assistant panel is loaded only when opened. */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const label = open ? "Fermer l'assistant" : "Aide : ouvrir l'assistant Mira";
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <AssistantPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Tooltip title={label}>
        <Fab
          color="primary"
          aria-label={label}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.drawer + 2 }}
        >
          {open ? <CloseIcon /> : <HelpOutlineIcon />}
        </Fab>
      </Tooltip>
    </>
  );
}
