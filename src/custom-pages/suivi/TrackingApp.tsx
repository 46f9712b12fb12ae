/** @jsxImportSource preact */
import { render, type ComponentChildren, type JSX } from 'preact';
import { useCallback, useEffect, useId, useRef, useState } from 'preact/hooks';
import type { TrackingResult } from '../../dataProvider/contract/tracking';
import { flagUrl } from '../../components/flags/flagUrl';
import { formatMoney } from '../../domain/currency';
import { countryName } from '../../domain/country';
import { formatDate, formatDateTime, formatWeight } from '../../domain/format';
import { parcelStatusLabel, timelineStepLabel } from '../../domain/parcelStatus';
import { displayedPaymentStatusLabel } from '../../domain/paymentStatus';
import { fetchTracking, normaliseTrackingNumber, trackingFromLocation } from '../../dataProvider/trackingClient';

/**
 * The public tracking page's own small app: Preact (the hooks API in a few kilobytes) and inline
 * styles, no React DOM, no react-admin, no MUI, no back-office code, so a customer's phone loads
 * only this. Inside the back-office, TrackingPage mounts it the same way.
 */

type CSSProperties = JSX.CSSProperties;

export const AUTO_SEARCH_DELAY_MS = 500;
export const EMPTY_NUMBER_MESSAGE = 'Veuillez entrer un numéro de suivi';
const THEME_KEY = 'colis.suivi.theme';

type Mode = 'light' | 'dark';
type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; result: TrackingResult } | { kind: 'not-found'; number: string } | { kind: 'error'; message: string };

const PALETTES: Record<Mode, { bg: string; card: string; text: string; muted: string; border: string; accent: string; accentText: string; ok: string; warn: string; bad: string }> = {
  light: { bg: '#f4f6fb', card: '#ffffff', text: '#14213d', muted: '#5b6474', border: '#dde3ee', accent: '#1d4ed8', accentText: '#ffffff', ok: '#15803d', warn: '#b45309', bad: '#b91c1c' },
  dark: { bg: '#0f172a', card: '#1e293b', text: '#e2e8f0', muted: '#94a3b8', border: '#334155', accent: '#60a5fa', accentText: '#0f172a', ok: '#4ade80', warn: '#fbbf24', bad: '#f87171' },
};

function initialMode(): Mode {
  try {
    const saved = window.localStorage.getItem(THEME_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage may be blocked: the light theme then.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** A country of the route: its SVG flag (decorative) and its name. */
function Country({ country }: { country: { code?: string | null; nom: string } }) {
  const url = flagUrl(country.code);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {url && <img src={url} alt="" aria-hidden="true" width={24} height={18} style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' }} />}
      {countryName(country.code, country.nom)}
    </span>
  );
}

function statusColor(statut: string, palette: (typeof PALETTES)[Mode]): string {
  if (statut === 'remis') return palette.ok;
  if (statut === 'probleme') return palette.bad;
  if (statut === 'enregistre') return palette.warn;
  return palette.accent;
}

function paymentColor(statut: string, palette: (typeof PALETTES)[Mode]): string {
  if (statut === 'entierement_paye') return palette.ok;
  if (statut === 'partiellement_paye') return palette.warn;
  return palette.bad;
}

function Badge({ color, children }: { color: string; children: ComponentChildren }) {
  return (
    <span style={{ display: 'inline-block', padding: '4px 10px', borderRadius: 999, border: `1px solid ${color}`, color, fontWeight: 600, fontSize: 14 }}>{children}</span>
  );
}

function Info({ label, children, palette }: { label: string; children: ComponentChildren; palette: (typeof PALETTES)[Mode] }) {
  return (
    <div>
      <dt style={{ fontSize: 13, color: palette.muted }}>{label}</dt>
      <dd style={{ margin: '2px 0 0', fontWeight: 600 }}>{children}</dd>
    </div>
  );
}

function Result({ result, palette }: { result: TrackingResult; palette: (typeof PALETTES)[Mode] }) {
  const card: CSSProperties = { background: palette.card, border: `1px solid ${palette.border}`, borderRadius: 12, padding: 16 };
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: 0 };
  const { pays_origine: origin, pays_destination: destination } = result.route;
  return (
    <section aria-label="Résultat du suivi" style={{ display: 'grid', gap: 12 }}>
      <div style={card}>
        <p style={{ margin: 0, fontSize: 13, color: palette.muted }}>Numéro de suivi</p>
        <p style={{ margin: '2px 0 8px', fontSize: 24, fontWeight: 700, fontFamily: 'ui-monospace, monospace' }} data-testid="tracking-number">
          {result.tracking_number}
        </p>
        <p style={{ margin: '0 0 12px', color: palette.muted }}>Colis {result.numero_colis}</p>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Badge color={statusColor(result.statut, palette)}>{parcelStatusLabel(result.statut)}</Badge>
          <Badge color={paymentColor(result.statut_paiement, palette)}>{displayedPaymentStatusLabel(result.statut_paiement)}</Badge>
        </div>
      </div>

      <div style={card}>
        <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>Trajet</h2>
        <p style={{ margin: 0, fontSize: 18, fontWeight: 600, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }} aria-label={`De ${countryName(origin.code, origin.nom)} vers ${countryName(destination.code, destination.nom)}`}>
          <Country country={origin} /> <span aria-hidden>→</span> <Country country={destination} />
        </p>
        <dl style={{ ...grid, marginTop: 12 }}>
          <Info label="Poids" palette={palette}>
            {formatWeight(result.poids)}
          </Info>
          <Info label="Produits" palette={palette}>
            {result.nombre_produits}
          </Info>
          <Info label="Montant" palette={palette}>
            {formatMoney(result.montant_total, result.devise)}
          </Info>
          <Info label="Enregistré le" palette={palette}>
            {formatDate(result.date_enregistrement)}
          </Info>
        </dl>
      </div>

      <div style={{ ...card, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        <div>
          <h2 style={{ fontSize: 16, margin: '0 0 6px' }}>Expéditeur</h2>
          <p style={{ margin: 0 }}>
            {result.expediteur.prenom} {result.expediteur.nom}
          </p>
          {result.expediteur.ville && <p style={{ margin: 0, color: palette.muted }}>{result.expediteur.ville}</p>}
        </div>
        <div>
          <h2 style={{ fontSize: 16, margin: '0 0 6px' }}>Destinataire</h2>
          <p style={{ margin: 0 }}>
            {result.destinataire.prenom} {result.destinataire.nom}
          </p>
          {result.destinataire.quartier && <p style={{ margin: 0, color: palette.muted }}>{result.destinataire.quartier}</p>}
          {result.destinataire.telephone && <p style={{ margin: 0, color: palette.muted }}>{result.destinataire.telephone}</p>}
        </div>
      </div>

      <div style={card}>
        <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>Étapes</h2>
        <ol aria-label="Étapes du colis" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {result.timeline.map((step) => (
            <li key={step.etape} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <span
                aria-hidden
                style={{
                  width: 22,
                  height: 22,
                  flex: '0 0 22px',
                  borderRadius: '50%',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 13,
                  background: step.completed ? palette.ok : 'transparent',
                  color: step.completed ? palette.card : palette.muted,
                  border: `2px solid ${step.completed ? palette.ok : palette.border}`,
                }}
              >
                {step.completed ? '✓' : ''}
              </span>
              <div>
                <p style={{ margin: 0, fontWeight: 600, color: step.completed ? palette.text : palette.muted }}>
                  {timelineStepLabel(step.etape, step.label)}
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{step.completed ? ' (terminée)' : ' (à venir)'}</span>
                </p>
                <p style={{ margin: 0, fontSize: 14, color: palette.muted }}>{step.description}</p>
                {step.date && <p style={{ margin: 0, fontSize: 13, color: palette.muted }}>{formatDateTime(step.date)}</p>}
              </div>
            </li>
          ))}
        </ol>
      </div>

      {result.bordereau && (
        <div style={card}>
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Expédition</h2>
          <dl style={grid}>
            <Info label="Bordereau" palette={palette}>
              {result.bordereau.numero}
            </Info>
            <Info label="Date d'envoi" palette={palette}>
              {formatDate(result.bordereau.date_envoi)}
            </Info>
            <Info label="Statut" palette={palette}>
              {result.bordereau.statut_display}
            </Info>
          </dl>
        </div>
      )}

      <div style={card}>
        <h2 style={{ fontSize: 16, margin: '0 0 6px' }}>Besoin d'aide ?</h2>
        <p style={{ margin: 0 }}>
          {result.entreprise.nom}
          {result.entreprise.email_support && (
            <>
              {' — '}
              <a href={`mailto:${result.entreprise.email_support}`} style={{ color: palette.accent }}>
                {result.entreprise.email_support}
              </a>
            </>
          )}
        </p>
      </div>
    </section>
  );
}

export function TrackingApp() {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [number, setNumber] = useState(() => (typeof window === 'undefined' ? '' : trackingFromLocation(window.location)));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const scannerHost = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const request = useRef(0);
  const palette = PALETTES[mode];

  const search = useCallback(async (value: string) => {
    const code = normaliseTrackingNumber(value);
    if (!code) {
      setFieldError(EMPTY_NUMBER_MESSAGE);
      return;
    }
    setFieldError(null);
    const current = (request.current += 1);
    setState({ kind: 'searching' });
    const outcome = await fetchTracking(code);
    if (current !== request.current) return;
    if (outcome.kind === 'found') setState({ kind: 'found', result: outcome.result });
    else if (outcome.kind === 'not-found') setState({ kind: 'not-found', number: code });
    else setState({ kind: 'error', message: outcome.message });
  }, []);

  // `?tracking=` searches after 0.5 s, at load and whenever it changes in this tab (an edited address, Back).
  useEffect(() => {
    let followed = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const code = trackingFromLocation(window.location);
      if (!code || code === followed) return;
      followed = code;
      setNumber(code);
      clearTimeout(timer);
      timer = setTimeout(() => void search(code), AUTO_SEARCH_DELAY_MS);
    };
    follow();
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [search]);

  // The camera scanner is a React dialog shared with the back-office: React, the camera and its
  // decoder download only when 'Scanner' is pressed, and mount in a root of their own.
  useEffect(() => {
    const host = scannerHost.current;
    if (!scanning || !host) return undefined;
    let unmount: (() => void) | null = null;
    let closed = false;
    void import('./trackingScanner').then(({ mountTrackingScanner }) => {
      if (closed) return;
      unmount = mountTrackingScanner(host, {
        onClose: () => setScanning(false),
        onCode: (code) => {
          setScanning(false);
          setNumber(code);
          void search(code);
        },
      });
    });
    return () => {
      closed = true;
      unmount?.();
    };
  }, [scanning, search]);

  useEffect(() => {
    document.body.style.background = palette.bg;
    document.body.style.margin = '0';
  }, [palette.bg]);

  const toggleMode = () => {
    const next: Mode = mode === 'light' ? 'dark' : 'light';
    setMode(next);
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // The choice then lasts for this page only.
    }
  };

  const submit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(number);
  };

  const card: CSSProperties = { background: palette.card, border: `1px solid ${palette.border}`, borderRadius: 12, padding: 16 };

  return (
    <div style={{ minHeight: '100vh', background: palette.bg, color: palette.text, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' }} data-theme={mode}>
      <main style={{ maxWidth: 720, margin: '0 auto', padding: '16px 16px 48px', display: 'grid', gap: 16 }}>
        <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
          <h1 style={{ margin: 0, fontSize: 24 }}>Suivi de colis</h1>
          <button
            type="button"
            onClick={toggleMode}
            aria-label={mode === 'light' ? 'Activer le thème sombre' : 'Activer le thème clair'}
            style={{ background: 'transparent', color: palette.text, border: `1px solid ${palette.border}`, borderRadius: 999, padding: '6px 12px', cursor: 'pointer', fontSize: 16 }}
          >
            <span aria-hidden>{mode === 'light' ? '☾ Sombre' : '☀ Clair'}</span>
          </button>
        </header>

        <form onSubmit={submit} noValidate style={{ ...card, display: 'grid', gap: 8 }} role="search">
          <label for={inputId} style={{ fontWeight: 600 }}>
            Numéro de suivi
          </label>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <input
              id={inputId}
              value={number}
              onInput={(event) => {
                // Uppercased as typed, the caret left where the user types (a corrected middle character included).
                const input = event.currentTarget;
                const upper = input.value.toUpperCase();
                if (upper !== input.value) {
                  const { selectionStart, selectionEnd } = input;
                  input.value = upper;
                  input.setSelectionRange(selectionStart, selectionEnd);
                }
                setNumber(upper);
                if (fieldError) setFieldError(null);
              }}
              placeholder="Ex. : CG0000A1B2"
              autocomplete="off"
              autocapitalize="characters"
              spellcheck={false}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${inputId}-erreur` : undefined}
              style={{
                flex: '1 1 220px',
                fontSize: 18,
                padding: '10px 12px',
                borderRadius: 8,
                border: `1px solid ${fieldError ? palette.bad : palette.border}`,
                background: palette.bg,
                color: palette.text,
                fontFamily: 'ui-monospace, monospace',
                letterSpacing: 1,
              }}
            />
            <button
              type="submit"
              disabled={state.kind === 'searching'}
              style={{ background: palette.accent, color: palette.accentText, border: 0, borderRadius: 8, padding: '10px 18px', fontSize: 16, fontWeight: 600, cursor: 'pointer' }}
            >
              {state.kind === 'searching' ? 'Recherche…' : 'Rechercher'}
            </button>
            <button
              type="button"
              onClick={() => setScanning(true)}
              style={{ background: 'transparent', color: palette.text, border: `1px solid ${palette.border}`, borderRadius: 8, padding: '10px 18px', fontSize: 16, fontWeight: 600, cursor: 'pointer' }}
            >
              Scanner
            </button>
          </div>
          {fieldError && (
            <p id={`${inputId}-erreur`} role="alert" style={{ margin: 0, color: palette.bad }}>
              {fieldError}
            </p>
          )}
        </form>

        <div aria-live="polite">
          {state.kind === 'idle' && <p style={{ color: palette.muted, margin: 0 }}>Saisissez le code de suivi inscrit sur votre ticket de dépôt.</p>}
          {state.kind === 'searching' && (
            <p role="status" style={{ margin: 0 }}>
              Recherche en cours…
            </p>
          )}
          {state.kind === 'not-found' && (
            <section style={card} aria-label="Colis non trouvé">
              <h2 style={{ margin: '0 0 8px', fontSize: 18, color: palette.bad }}>Colis non trouvé</h2>
              <p style={{ margin: '0 0 8px' }}>Aucun colis ne correspond au numéro {state.number}.</p>
              <ul style={{ margin: 0, paddingLeft: 20, color: palette.muted }}>
                <li>Vérifiez que le numéro de suivi est correctement saisi.</li>
                <li>Le colis n'est peut-être pas encore enregistré : réessayez plus tard.</li>
                <li>Contactez l'expéditeur pour confirmer le numéro.</li>
              </ul>
            </section>
          )}
          {state.kind === 'error' && (
            <p role="alert" style={{ ...card, margin: 0, color: palette.bad }}>
              {state.message}
            </p>
          )}
          {state.kind === 'found' && <Result result={state.result} palette={palette} />}
        </div>
        {scanning && <div ref={scannerHost} />}
      </main>
    </div>
  );
}

/** Renders the page into `container` (its own Preact root); returns what removes it. */
export function mountTrackingApp(container: Element): () => void {
  render(<TrackingApp />, container);
  return () => render(null, container);
}
