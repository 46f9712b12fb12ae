/**
 * Which server the app talks to, decided once at start-up (main.ts), before the first request:
 *
 * 1. `config.json` beside index.html (`{"apiUrl": "…", "wsUrl": "…"}`), so one build serves any
 *    server: the file is edited where the app is deployed;
 * 2. else the build's `VITE_API_URL` (and `VITE_WS_URL`);
 * 3. else, in a build that carries it, the embedded demo backend. The deployable build
 *    (`npm run build`, Vite mode `deploy`) carries none and then stops with a French message.
 *
 * Checked without a validation library: this module sits in the first file every page loads.
 */
export interface ServerConfig {
  /** The API's base URL (no trailing slash); empty when the demo backend answers. */
  apiUrl: string;
  /** The assistant's WebSocket base (ws:// or wss://); empty: derived from the API's. */
  wsUrl: string;
  /** Where the API URL came from, named in the start-up messages. */
  source: 'config.json' | 'VITE_API_URL' | 'démo';
}

export const CONFIG_FILE = 'config.json';

/** A start-up failure the user reads (French), with the URL it concerns. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const EXAMPLE = 'par exemple https://api.exemple.com';

/** An absolute http(s) URL, or a path on the app's own origin (an API behind the same web server). */
function readApiUrl(value: unknown, source: ServerConfig['source'], origin: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return '';
  const where = source === 'config.json' ? `${CONFIG_FILE} : « apiUrl »` : 'VITE_API_URL';
  let url: URL;
  try {
    url = new URL(text, text.startsWith('/') ? origin : undefined);
  } catch {
    throw new StartupError(`Configuration invalide (${where}) : « ${text} » n'est pas une URL complète, ${EXAMPLE}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StartupError(`Configuration invalide (${where}) : « ${text} » doit commencer par http:// ou https://, ${EXAMPLE}`);
  }
  return url.href.replace(/\/+$/, '');
}

function readWsUrl(value: unknown, source: ServerConfig['source']): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return '';
  const where = source === 'config.json' ? `${CONFIG_FILE} : « wsUrl »` : 'VITE_WS_URL';
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'ws:' && url.protocol !== 'wss:')) {
    throw new StartupError(`Configuration invalide (${where}) : « ${text} » doit être une URL ws:// ou wss://, par exemple wss://api.exemple.com`);
  }
  return url.href.replace(/\/+$/, '');
}

const pageOrigin = () => (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');

function fromBuild(): ServerConfig {
  const apiUrl = readApiUrl(import.meta.env.VITE_API_URL, 'VITE_API_URL', pageOrigin());
  return { apiUrl, wsUrl: apiUrl ? readWsUrl(import.meta.env.VITE_WS_URL, 'VITE_API_URL') : '', source: apiUrl ? 'VITE_API_URL' : 'démo' };
}

let current: ServerConfig | null = null;

function config(): ServerConfig {
  current ??= fromBuild();
  return current;
}

/** The API's base URL; empty in demo mode, where the in-page demo backend answers same-origin paths. */
export function apiUrl(): string {
  return config().apiUrl;
}

/** Demo mode: no server configured, the in-browser demo backend answers every call. */
export function isDemoMode(): boolean {
  return config().apiUrl === '';
}

/** Base of the assistant WebSocket (ws:// or wss://), derived from the API's URL unless given. */
export function websocketBase(): string {
  const { apiUrl: api, wsUrl } = config();
  if (wsUrl) return wsUrl;
  return (api ? new URL(api).origin : pageOrigin()).replace(/^http/, 'ws');
}

/** Sets the server for this page (start-up, tests). */
export function setServerConfig(next: ServerConfig): void {
  current = next;
}

/**
 * Reads `config.json` beside index.html and decides the server. A missing file (404, or a web
 * server answering its index page instead) means "no runtime configuration"; a file that is not
 * valid JSON, or holds a wrong URL, stops the start-up with a French message.
 */
export async function loadServerConfig(
  fetchConfig: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }),
  demoEmbedded = import.meta.env.DEMO_EMBEDDED === true,
): Promise<ServerConfig> {
  const built = fromBuild();
  let file: Record<string, unknown> | null = null;
  try {
    const answer = await fetchConfig(new URL(CONFIG_FILE, document.baseURI).href);
    const type = answer.headers.get('Content-Type') ?? '';
    if (answer.ok && /json/i.test(type)) {
      const text = await answer.text();
      try {
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        file = parsed as Record<string, unknown>;
      } catch {
        throw new StartupError(`Configuration invalide : ${CONFIG_FILE} n'est pas un objet JSON valide (attendu : {"apiUrl": "https://api.exemple.com"}).`);
      }
    }
  } catch (error) {
    if (error instanceof StartupError) throw error;
    // config.json unreachable (the page itself was served, so offline or blocked): the build decides.
  }
  const fileApi = file ? readApiUrl(file.apiUrl, 'config.json', pageOrigin()) : '';
  const chosen: ServerConfig = fileApi ? { apiUrl: fileApi, wsUrl: readWsUrl(file?.wsUrl, 'config.json'), source: 'config.json' } : built;
  if (!chosen.apiUrl && !demoEmbedded) {
    throw new StartupError(`Aucun serveur configuré : indiquez l'adresse de l'API dans ${CONFIG_FILE}, à côté de index.html (« apiUrl », ${EXAMPLE}).`);
  }
  setServerConfig(chosen);
  return chosen;
}

/** How long the start-up check waits for the API, as long as any request of the app. */
export const SERVER_CHECK_TIMEOUT_MS = 10_000;

/**
 * Is the configured API there, and is it an API? One cheap public call (the tracking endpoint,
 * without a number), made while the app's code loads: any JSON answer will do. No answer (down,
 * wrong host, or this origin refused by its CORS rules) or a page that is not JSON stops the
 * start-up with the URL tried, instead of a login form that cannot work.
 */
export async function checkServer(server: ServerConfig, probePath: string, fetchProbe: (url: string, signal: AbortSignal) => Promise<Response> = (url, signal) => fetch(url, { signal, headers: { Accept: 'application/json' } })): Promise<void> {
  const url = `${server.apiUrl}${probePath}`;
  const named = `${server.apiUrl} (${server.source})`;
  let answer: Response;
  try {
    answer = await fetchProbe(url, AbortSignal.timeout(SERVER_CHECK_TIMEOUT_MS));
  } catch {
    throw new StartupError(
      `Le serveur ${named} ne répond pas. Vérifiez son adresse, qu'il est démarré et qu'il accepte les pages de ${pageOrigin()} (CORS). Adresse essayée : ${url}`,
    );
  }
  if (!/json/i.test(answer.headers.get('Content-Type') ?? '')) {
    throw new StartupError(`Le serveur ${named} a répondu, mais ce n'est pas l'API attendue (réponse ${answer.status} qui n'est pas du JSON). Adresse essayée : ${url}`);
  }
}
