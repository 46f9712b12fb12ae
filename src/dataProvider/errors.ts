import { HttpError } from 'react-admin';
import { isAxiosError } from 'axios';
import { ContractError } from './contract/parse';

/** The body of a DRF error, normalised: `detail`, `error`, `non_field_errors`, `{field: ["msg"]}`. */
export interface ApiErrorBody {
  message: string;
  code?: string;
  /** Field messages for react-admin forms (first message of each DRF array). */
  errors: Record<string, string>;
  /** The raw body as the server sent it, for screens that read extra keys (error_type, attempts...). */
  raw: Record<string, unknown>;
}

export const NETWORK_ERROR_MESSAGE = 'Problème de réseau : le serveur ne répond pas. Vérifiez votre connexion et réessayez.';
export const SERVER_ERROR_MESSAGE = 'Erreur temporaire du serveur. Veuillez réessayer dans un instant.';

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find(Boolean);
  if (value && typeof value === 'object') return Object.values(value).map(firstMessage).find(Boolean);
  return undefined;
}

export function normaliseErrorBody(data: unknown, status: number): ApiErrorBody {
  const raw = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (['detail', 'error', 'message', 'code', 'non_field_errors', 'success', 'error_type'].includes(key)) continue;
    const msg = firstMessage(value);
    if (msg && (Array.isArray(value) || typeof value === 'string')) errors[key] = msg;
  }
  const message =
    firstMessage(raw.non_field_errors) ??
    (typeof raw.detail === 'string' ? raw.detail : undefined) ??
    (typeof raw.error === 'string' ? raw.error : undefined) ??
    (typeof raw.message === 'string' ? raw.message : undefined) ??
    Object.values(errors)[0] ??
    (typeof data === 'string' && data.trim() && data.length < 300 && !data.trimStart().startsWith('<') ? data.trim() : undefined) ??
    (status >= 500 ? SERVER_ERROR_MESSAGE : `Erreur ${status}`);
  return { message, code: typeof raw.code === 'string' ? raw.code : undefined, errors, raw };
}

/**
 * Turns any failure of a call into a react-admin HttpError whose body carries `errors` (so forms
 * show the server's field messages next to their fields) and the raw DRF body.
 */
export function toHttpError(error: unknown): HttpError | Error {
  if (error instanceof HttpError) return error;
  if (isAxiosError(error)) {
    if (!error.response) {
      return new HttpError(NETWORK_ERROR_MESSAGE, 0, { message: NETWORK_ERROR_MESSAGE, errors: {}, raw: {} });
    }
    const { status, data } = error.response;
    const body = normaliseErrorBody(data, status);
    return new HttpError(body.message, status, body);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export function errorBody(error: unknown): ApiErrorBody | undefined {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'raw' in error.body) {
    return error.body as ApiErrorBody;
  }
  return undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/**
 * The message to show the user: the server's text (or the network message), the French
 * contract message for a payload that breaks the contract, else the given French default when the
 * server said nothing readable.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ContractError) return error.message;
  const body = errorBody(error);
  if (body?.message && body.message !== SERVER_ERROR_MESSAGE && !/^Erreur \d+$/.test(body.message)) return body.message;
  return fallback;
}
