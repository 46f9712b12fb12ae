import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useScannerBurst, isTypingTarget } from '../components/scanner/useScannerBurst';
import { claimedScanHandler } from '../components/scanner/scanTargets';
import { useOpenScannedParcel } from '../components/scanner/useOpenScannedParcel';

const QuickFindDialog = lazy(() => import('../components/quick-find/QuickFindDialog'));
const CameraScannerDialog = lazy(() => import('../components/scanner/CameraScanner'));

/** Ctrl+K (⌘K) anywhere, or "/" outside a text field, opens quick find. */
function useQuickFindShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/**
 * The counter's tools in the app bar: quick find and the camera scanner, plus what listens on every
 * back-office screen (handheld-scanner bursts and the quick-find shortcuts). A scan opens its
 * parcel, unless a screen (receiving a manifest) has claimed the scans.
 */
export function CounterToolbar() {
  const openParcel = useOpenScannedParcel();
  const [finding, setFinding] = useState(false);
  const [findMounted, setFindMounted] = useState(false);
  const [scanning, setScanning] = useState(false);

  const openFind = useCallback(() => {
    setFindMounted(true);
    setFinding(true);
  }, []);
  useQuickFindShortcut(openFind);

  const dispatch = useCallback(
    (code: string) => {
      setScanning(false);
      const claimed = claimedScanHandler();
      if (claimed) claimed(code);
      else void openParcel(code);
    },
    [openParcel],
  );
  useScannerBurst(dispatch);

  return (
    <>
      <Tooltip title="Recherche rapide (Ctrl+K)">
        <IconButton color="inherit" aria-label="Recherche rapide" aria-keyshortcuts="Control+K /" onClick={openFind}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Scanner une étiquette avec la caméra">
        <IconButton color="inherit" aria-label="Scanner" onClick={() => setScanning(true)}>
          <QrCodeScannerIcon />
        </IconButton>
      </Tooltip>
      <Suspense fallback={null}>
        {findMounted && <QuickFindDialog open={finding} onClose={() => setFinding(false)} />}
        {scanning && (
          <CameraScannerDialog
            onClose={() => setScanning(false)}
            onCode={dispatch}
          />
        )}
      </Suspense>
    </>
  );
}
