import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { isAxiosError } from 'axios';
import { HttpError } from 'react-admin';
import { setServerConfig } from '../config/env';
import { accountsMethods } from '../dataProvider/methods/accounts';
import { ContractError } from '../dataProvider/contract/parse';
import { errorBody } from '../dataProvider/errors';
import { httpClient } from '../dataProvider/httpClient';
import { setFetcher } from '../dataProvider/transport';
import { describeLoginError } from '../domain/auth';
import { PROBES, type Ids, type Probe } from './probes';

/**
 * `npm run contract`: signs in to a server, reads every endpoint the app reads (./probes.ts)
 * through the app's own readers, and reports one line per call: OK, or the field that breaks the
 * contract and what the app expected (zod's explanation). Never writes: the only POST is the
 * sign-in; any other method is refused before it leaves.
 */
export interface CheckOptions {
  url: string;
  user: string;
  password: string;
  otp?: string;
}

export type Outcome = 'ok' | 'mismatch' | 'failure' | 'refused' | 'unchecked' | 'unread';

export interface ProbeResult {
  probe: Probe;
  outcome: Outcome;
  status: number | null;
  path: string;
  detail: string;
}

interface Seen {
  method: string;
  path: string;
  status: number | null;
  type: string;
}

const LABELS: Record<Outcome, string> = {
  ok: 'OK',
  mismatch: 'ÉCART',
  failure: 'ÉCHEC',
  refused: 'REFUSÉ',
  unchecked: 'NON VÉRIFIÉ',
  unread: 'SANS SCHÉMA',
};

export class SignInError extends Error {}

export function formatResult(result: ProbeResult): string {
  const status = result.status === null ? '---' : String(result.status);
  const head = `${LABELS[result.outcome].padEnd(11)} ${status}  ${result.path}`;
  return result.detail ? `${head} : ${result.detail}` : head;
}

const pathOf = (config: InternalAxiosRequestConfig | undefined) => {
  const url = new URL(config?.url ?? '', config?.baseURL ? `${config.baseURL}/` : 'http://serveur.invalid/');
  const query = config?.params ? `?${new URLSearchParams(Object.entries(config.params as Record<string, unknown>).map(([k, v]) => [k, String(v)]))}` : '';
  return `${url.pathname}${query}`;
};

/** Records each call of the app's HTTP client and refuses anything but reads (and the one sign-in). */
function watchCalls(seen: Seen[], signIn: string): void {
  httpClient.interceptors.request.use((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET' && !(method === 'POST' && config.url === signIn)) throw new Error(`Écriture refusée par la vérification : ${method} ${config.url}`);
    return config;
  });
  const record = (method: string | undefined, config: InternalAxiosRequestConfig | undefined, response: AxiosResponse | undefined) =>
    seen.push({ method: (method ?? 'get').toUpperCase(), path: pathOf(config), status: response?.status ?? null, type: String(response?.headers['content-type'] ?? '') });
  httpClient.interceptors.response.use(
    (response) => {
      record(response.config.method, response.config, response);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error)) record(error.config?.method, error.config, error.response);
      throw error;
    },
  );
  setFetcher(async (request) => {
    const answer = await fetch(request);
    const url = new URL(request.url);
    seen.push({ method: request.method, path: `${url.pathname}${url.search}`, status: answer.status, type: answer.headers.get('content-type') ?? '' });
    return answer;
  });
}

async function signIn(options: CheckOptions): Promise<string> {
  try {
    const answer = await accountsMethods.login({ login: options.user, password: options.password, ...(options.otp ? { otp_token: options.otp } : {}) });
    return answer.access;
  } catch (error) {
    if (error instanceof ContractError) throw new SignInError(`Connexion : ${error.message} (${error.detail})`);
    const body = errorBody(error);
    const status = error instanceof HttpError ? error.status : 0;
    const message = status === 400 || status === 401 ? describeLoginError(body?.raw).message : error instanceof Error ? error.message : String(error);
    throw new SignInError(`Connexion refusée pour ${options.user} (${status || 'pas de réponse'}) : ${message}`);
  }
}

function judge(probe: Probe, error: unknown, last: Seen | undefined): Pick<ProbeResult, 'outcome' | 'detail'> {
  if (error === null) {
    if (probe.kind === 'unread') return { outcome: 'unread', detail: "l'application ne lit pas cette réponse (aucun schéma)" };
    if (probe.kind === 'pdf' && !/application\/pdf/i.test(last?.type ?? '')) return { outcome: 'mismatch', detail: `document attendu en application/pdf, reçu « ${last?.type || 'sans type'} »` };
    return { outcome: 'ok', detail: '' };
  }
  if (error instanceof ContractError) return { outcome: 'mismatch', detail: `champ « ${error.field} » : ${error.detail}` };
  if (error instanceof HttpError && error.status === 403) return { outcome: 'refused', detail: `${error.message} (non vérifié pour ce compte)` };
  return { outcome: 'failure', detail: error instanceof Error ? error.message : String(error) };
}

/** Signs in, then runs every probe in order; `report` gets each line as it is known. */
export async function checkContract(options: CheckOptions, report: (line: string) => void = console.log): Promise<ProbeResult[]> {
  setServerConfig({ apiUrl: options.url.replace(/\/+$/, ''), wsUrl: '', source: 'config.json' });
  const seen: Seen[] = [];
  watchCalls(seen, '/api/accounts/auth/token/');
  const access = await signIn(options);
  httpClient.interceptors.request.use((config) => {
    config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });
  const ids: Ids = {};
  const results: ProbeResult[] = [];
  // The app logs each contract break to the console for whoever investigates; here the report says it.
  const consoleError = console.error;
  console.error = () => undefined;
  for (const probe of PROBES) {
    const missing = (probe.needs ?? []).filter((name) => ids[name] === undefined);
    let result: ProbeResult;
    if (missing.length > 0) {
      result = { probe, outcome: 'unchecked', status: null, path: probe.key, detail: `pas d'identifiant à lire (${missing.join(', ')} : liste vide ou refusée)` };
    } else {
      seen.length = 0;
      let failure: unknown = null;
      try {
        await probe.run(ids);
      } catch (error) {
        failure = error;
      }
      const last = seen.at(-1);
      result = { probe, status: last?.status ?? null, path: last ? `${last.method} ${last.path}` : probe.key, ...judge(probe, failure, last) };
    }
    results.push(result);
    report(`${formatResult(result)}  [${probe.reader}]`);
  }
  console.error = consoleError;
  return results;
}

export function summary(results: readonly ProbeResult[]): { line: string; passed: boolean } {
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  const line =
    `Résumé : ${results.length} lectures, ${count('ok')} conformes, ${count('mismatch')} écart(s), ${count('failure')} échec(s), ` +
    `${count('refused')} refusée(s) pour ce compte, ${count('unchecked')} non vérifiée(s), ${count('unread')} sans schéma.`;
  return { line, passed: count('mismatch') === 0 && count('failure') === 0 };
}
