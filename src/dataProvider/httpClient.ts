import axios, { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { apiUrl } from '../config/env';
import { endpoints, anonymousPaths, noRefreshPaths, pathMatches } from './endpoints';
import { refreshResponseSchema } from './contract/accounts';
import { parsePayload } from './contract/parse';
import { toHttpError } from './errors';
import { tokenStore } from './tokenStore';
import { browserLocks, createRefresher, RefreshRefusedError } from './tokenRefresh';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyHeaders, type CreateResult, type IdempotentWrite } from './idempotency';

export const REQUEST_TIMEOUT_MS = 10_000;
export const REDIRECT_DELAY_MS = 1500;
export const AUTH_REQUIRED_MESSAGE = 'Authentification requise - Redirection vers la connexion...';
export const SESSION_EXPIRED_MESSAGE = 'Session expirée - Redirection vers la connexion...';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A public call (e.g. the access request): no bearer token, and a 401 is an answer, not an expired session. */
    anonymous?: boolean;
  }
}

/** The one axios instance of the app. */
export const httpClient = axios.create({ timeout: REQUEST_TIMEOUT_MS });

type SessionExpiredListener = (message: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The app shell subscribes to show the toast and clear cached data when the session ends. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

let expiring = false;

/** True between the end of a session and the timed redirect to /login (the toast is showing). */
export function isSessionEnding(): boolean {
  return expiring;
}

/**
 * Ends the session: toast, cached data cleared, /login after 1.5 s. With `refusedRefresh`, the
 * stored tokens go only if they still hold that refresh token: another tab may have renewed them.
 */
function expireSession(message: string, refusedRefresh?: string): void {
  if (expiring) return;
  if (refusedRefresh !== undefined) tokenStore.clearIfRefresh(refusedRefresh);
  else tokenStore.clear();
  if (tokenStore.getAccess() !== null) return;
  expiring = true;
  sessionExpiredListeners.forEach((listener) => listener(message));
  setTimeout(() => {
    expiring = false;
    // Someone who signed in again during the delay keeps the new session.
    if (typeof window !== 'undefined' && tokenStore.getAccess() === null) window.location.hash = '#/login';
  }, REDIRECT_DELAY_MS);
}

httpClient.interceptors.request.use((config) => {
  // The server is known once config.json has been read (src/config/env.ts), before the first request.
  config.baseURL ??= apiUrl();
  if (!config.anonymous && !pathMatches(config.url, anonymousPaths)) {
    const token = tokenStore.getAccess();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

async function postRefresh(refresh: string): Promise<{ access: string; refresh?: string }> {
  const response = await axios.post(`${apiUrl()}${endpoints.auth.refresh}`, { refresh }, { timeout: REQUEST_TIMEOUT_MS });
  return parsePayload(refreshResponseSchema, response.data, `POST ${endpoints.auth.refresh}`);
}

/** One refresh for every request and every tab that failed together (see tokenRefresh.ts). */
const refreshFor = createRefresher({ tokens: tokenStore, locks: browserLocks(), requestRefresh: postRefresh });

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

function sentToken(config: RetriableConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : null;
}

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  if (config._retried || config.anonymous || pathMatches(config.url, noRefreshPaths)) throw error;

  let token: string;
  try {
    token = await refreshFor(sentToken(config));
  } catch (failure) {
    if (failure instanceof RefreshRefusedError) expireSession(SESSION_EXPIRED_MESSAGE, failure.refresh);
    else expireSession(AUTH_REQUIRED_MESSAGE);
    throw error;
  }
  config._retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return httpClient(config);
});

interface CallOptions<S extends z.ZodMiniType> extends Omit<AxiosRequestConfig, 'url' | 'method'> {
  schema: S;
}

async function answered<S extends z.ZodMiniType>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  { schema, ...config }: CallOptions<S>,
): Promise<{ data: z.output<S>; headers: AxiosResponse['headers'] }> {
  let response: AxiosResponse;
  try {
    response = await httpClient.request({ method, url, ...config });
  } catch (error) {
    throw toHttpError(error);
  }
  return { data: parsePayload(schema, response.data, `${method.toUpperCase()} ${url}`), headers: response.headers };
}

async function call<S extends z.ZodMiniType>(method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, options: CallOptions<S>): Promise<z.output<S>> {
  return (await answered(method, url, options)).data;
}

/** A create: POST with the submission's `Idempotency-Key`; `replayed` when the server had already made it. */
async function create<S extends z.ZodMiniType>(url: string, body: unknown, { idempotencyKey, ...options }: CallOptions<S> & IdempotentWrite): Promise<CreateResult<z.output<S>>> {
  const headers = { ...(options.headers as Record<string, string> | undefined), ...idempotencyHeaders({ idempotencyKey }) };
  const { data, headers: answerHeaders } = await answered('post', url, { ...options, data: body, headers });
  return { data, replayed: String(AxiosHeaders.from(answerHeaders as AxiosHeaders).get(IDEMPOTENCY_REPLAYED_HEADER) ?? '') === 'true' };
}

/** Typed helpers: every payload is parsed by its zod schema, every failure is an HttpError. */
export const api = {
  get: <S extends z.ZodMiniType>(url: string, options: CallOptions<S>) => call('get', url, options),
  post: <S extends z.ZodMiniType>(url: string, body: unknown, options: CallOptions<S>) => call('post', url, { ...options, data: body }),
  create,
  put: <S extends z.ZodMiniType>(url: string, body: unknown, options: CallOptions<S>) => call('put', url, { ...options, data: body }),
  patch: <S extends z.ZodMiniType>(url: string, body: unknown, options: CallOptions<S>) => call('patch', url, { ...options, data: body }),
  delete: <S extends z.ZodMiniType>(url: string, options: CallOptions<S>) => call('delete', url, options),
  /** PDF and other files. */
  async blob(url: string, config: Omit<AxiosRequestConfig, 'url' | 'responseType'> = {}): Promise<Blob> {
    try {
      const response = await httpClient.request<Blob>({ url, method: 'get', responseType: 'blob', ...config });
      return response.data;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  async multipart<S extends z.ZodMiniType>(url: string, form: FormData, options: CallOptions<S>) {
    return call('post', url, { ...options, data: form, headers: { 'Content-Type': 'multipart/form-data' } });
  },
};
