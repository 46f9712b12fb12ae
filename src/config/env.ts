/**
 * The build's environment, checked at start-up without a validation library (this module sits in
 * the first file every page loads).
 */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function readApiUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error('Configuration invalide : VITE_API_URL doit être une URL complète, par exemple https://api.exemple.com');
  }
  return text.replace(/\/$/, '');
}

/** The API's base URL; empty in demo mode, where the in-page demo backend answers same-origin paths. */
export const apiUrl = readApiUrl(import.meta.env.VITE_API_URL);

/** Demo mode: no real server configured, the in-browser demo backend answers every call. */
export const isDemoMode = apiUrl === '';

/** Base of the assistant WebSocket (ws:// or wss://), derived from the API host unless given. */
export function websocketBase(): string {
  const explicit = import.meta.env.VITE_WS_URL;
  if (typeof explicit === 'string' && explicit) return explicit.replace(/\/$/, '');
  const httpBase = apiUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return httpBase.replace(/^http/, 'ws');
}
