import { createRoot } from 'react-dom/client';
import CameraScannerDialog from '../../components/scanner/CameraScanner';

interface TrackingScannerProps {
  onClose: () => void;
  onCode: (code: string) => void;
}

/** The camera scanner dialog (React) in its own root inside the Preact tracking page; returns its removal. */
export function mountTrackingScanner(container: HTMLElement, { onClose, onCode }: TrackingScannerProps): () => void {
  const root = createRoot(container);
  root.render(<CameraScannerDialog title="Scanner un numéro de suivi" manualLabel="Numéro de suivi" onClose={onClose} onCode={onCode} />);
  return () => root.unmount();
}
