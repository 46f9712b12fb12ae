import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { codeFromScan, isFreshCameraRead, type CameraRepeat } from '../../domain/scanner';
import { createCodeDetector, type CodeDetector } from './barcodeDetector';

/**
 * The camera scanner, in plain React and inline styles (no MUI): the public /suivi page and the
 * back-office both load it, and only when a "Scanner" button is pressed, with the decoder.
 */

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable' | 'decoder-failed' | 'failed';

export const CAMERA_MESSAGES: Record<CameraState, string> = {
  starting: 'Ouverture de la caméra…',
  scanning: "Placez le code QR ou le code-barres de l'étiquette dans le cadre.",
  denied: "L'accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code ci-dessous.",
  unavailable: "Aucune caméra n'est disponible sur cet appareil. Saisissez le code ci-dessous.",
  'decoder-failed': "Le lecteur de codes n'a pas pu être chargé. Saisissez le code ci-dessous.",
  failed: "La caméra n'a pas pu démarrer. Saisissez le code ci-dessous.",
};

/** Pause between two reads of the video (a read takes 20 to 80 ms with the WebAssembly decoder). */
const READ_INTERVAL_MS = 200;

function cameraFailure(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'unavailable';
  return 'failed';
}

export interface CameraViewProps {
  /** Called with each code read (upper-cased, a tracking link reduced to its code). */
  onCode: (code: string) => void;
  /** Keeps reading after a code (receiving a manifest); otherwise the camera stops after the first. */
  continuous?: boolean;
  manualLabel?: string;
}

/** The rear camera's picture with its reader, a status line, and the manual field. */
export function CameraView({ onCode, continuous = false, manualLabel = 'Code de suivi ou numéro de colis' }: CameraViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [manual, setManual] = useState('');
  const handler = useRef(onCode);
  const fieldId = useId();

  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: CameraRepeat | null = null;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const read = async (detector: CodeDetector) => {
      if (stopped) return;
      const element = video.current;
      if (element && element.readyState >= 2) {
        try {
          const codes = await detector.detect(element);
          const code = codes.map((found) => codeFromScan(found.rawValue)).find(Boolean);
          const now = performance.now();
          if (!stopped && code && isFreshCameraRead(last, code, now)) {
            last = { code, time: now };
            if (!continuous) stop();
            handler.current(code);
            if (!continuous) return;
          }
        } catch {
          // A frame that cannot be read (size changing, decoder busy): the next one will do.
        }
      }
      if (!stopped) timer = setTimeout(() => void read(detector), READ_INTERVAL_MS);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      // The decoder loads while the user answers the camera prompt.
      const detector = createCodeDetector();
      detector.catch(() => undefined);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) setState(cameraFailure(error));
        return;
      }
      if (stopped) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      try {
        const ready = await detector;
        if (stopped) return;
        setState('scanning');
        void read(ready);
      } catch {
        if (!stopped) setState('decoder-failed');
      }
    };

    void start();
    return stop;
  }, [continuous]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFromScan(manual);
    if (!code) return;
    setManual('');
    onCode(code);
  };

  const problem = state !== 'starting' && state !== 'scanning';
  const frame: CSSProperties = { position: 'relative', width: '100%', aspectRatio: '4 / 3', background: '#000', borderRadius: 8, overflow: 'hidden' };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {!problem && (
        <div style={frame}>
          <video ref={video} muted playsInline aria-label="Image de la caméra" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <div aria-hidden style={{ position: 'absolute', inset: '18%', border: '3px solid rgba(255,255,255,0.85)', borderRadius: 12 }} />
        </div>
      )}
      <p role={problem ? 'alert' : 'status'} style={{ margin: 0, fontWeight: problem ? 600 : 400, color: problem ? '#b91c1c' : 'inherit' }}>
        {CAMERA_MESSAGES[state]}
      </p>
      <form onSubmit={submit} style={{ display: 'grid', gap: 6 }}>
        <label htmlFor={fieldId} style={{ fontWeight: 600 }}>
          {manualLabel}
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            id={fieldId}
            value={manual}
            onChange={(event) => setManual(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            style={{ flex: 1, minWidth: 0, fontSize: 16, padding: '8px 10px', borderRadius: 6, border: '1px solid #94a3b8', fontFamily: 'ui-monospace, monospace' }}
          />
          <button type="submit" style={{ padding: '8px 14px', fontSize: 15, fontWeight: 600, borderRadius: 6, border: 0, background: '#1d4ed8', color: '#fff', cursor: 'pointer' }}>
            Valider
          </button>
        </div>
      </form>
    </div>
  );
}

export interface CameraScannerDialogProps extends CameraViewProps {
  title?: string;
  onClose: () => void;
}

const FOCUSABLE = 'button, input, [href], [tabindex]:not([tabindex="-1"])';

/** The camera in a full-screen dialog: Escape or 'Fermer' closes it, focus returns to the opener. */
export default function CameraScannerDialog({ title = 'Scanner une étiquette', onClose, ...view }: CameraScannerDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: 1350, background: 'rgba(15, 23, 42, 0.8)', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 12 }}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        style={{ background: '#fff', color: '#14213d', borderRadius: 12, padding: 16, width: '100%', maxWidth: 480, maxHeight: '100%', overflow: 'auto', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', display: 'grid', gap: 12 }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <h2 id={titleId} style={{ margin: 0, fontSize: 20 }}>
            {title}
          </h2>
          <button type="button" onClick={onClose} style={{ padding: '6px 12px', fontSize: 15, borderRadius: 6, border: '1px solid #94a3b8', background: 'transparent', cursor: 'pointer' }}>
            Fermer
          </button>
        </div>
        <CameraView {...view} />
      </div>
    </div>
  );
}
