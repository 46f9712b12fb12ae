import { lazy, Suspense, useRef, useState } from 'react';
import { IconButton, Portal, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import CloseIcon from '@mui/icons-material/Close';

const AssistantPanel = lazy(() => import('./assistant/AssistantPanel'));

/**
 * The help button, in the top bar: a button floating over the page sat on a control at most scroll
 * positions of the lists, on a phone as on a laptop, so it lives where it covers nothing. The
 * assistant panel opens bottom-right (spec 000), loaded only when opened; closing it gives the
 * focus back to the button.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const label = open ? "Fermer l'assistant" : "Aide : ouvrir l'assistant Mira";
  return (
    <>
      <Tooltip title={label}>
        <IconButton ref={buttonRef} color="inherit" aria-label={label} aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
          {open ? <CloseIcon /> : <HelpOutlineIcon />}
        </IconButton>
      </Tooltip>
      {open && (
        // The top bar slides away on scroll (a transform): the panel is fixed to the page instead.
        <Portal>
          <Suspense fallback={null}>
            <AssistantPanel onClose={close} />
          </Suspense>
        </Portal>
      )}
    </>
  );
}
