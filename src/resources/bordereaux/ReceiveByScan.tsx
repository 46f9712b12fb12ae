import { Suspense, lazy, useState } from 'react';
import { Button } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { Bordereau } from '../../dataProvider/contract/bordereaux';
import { nextStep } from '../../domain/bordereauWorkflow';
import { Guarded } from '../../components/access/Guarded';
import { custodyOf } from './custody';

const ReceiveByScanDialog = lazy(() => import('./ReceiveByScanDialog'));

/** 'Réceptionner par scan', on a manifest that can be marked received; the scanning screen loads on demand. */
export function ReceiveByScan({ bordereau, onReceived }: { bordereau: Bordereau; onReceived: (result: { message: string; action_effectuee: string }) => void }) {
  const [open, setOpen] = useState(false);
  if (nextStep(bordereau.statut)?.action !== 'marquer_recu') return null;
  return (
    <>
      <Guarded capability="bordereaux.receive" object={{ custody: custodyOf(bordereau) }}>
        <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setOpen(true)} sx={{ ml: 1 }}>
          Réceptionner par scan
        </Button>
      </Guarded>
      {open && (
        <Suspense fallback={null}>
          <ReceiveByScanDialog
            bordereau={bordereau}
            onClose={() => setOpen(false)}
            onReceived={(result) => {
              setOpen(false);
              onReceived(result);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
