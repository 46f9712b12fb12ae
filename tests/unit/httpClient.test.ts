import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import {
  api,
  AUTH_REQUIRED_MESSAGE,
  httpClient,
  onSessionExpired,
  REDIRECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRED_MESSAGE,
} from '../../src/dataProvider/httpClient';
import { contextMeSchema } from '../../src/dataProvider/contract/accounts';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { AxiosError, AxiosHeaders } from 'axios';
import { errorBody, errorMessage, errorStatus, toHttpError } from '../../src/dataProvider/errors';
import { signIn } from '../components/render';

const getContext = () => api.get(endpoints.context.me, { schema: contextMeSchema });

/** Counts the requests that reach the demo backend for a method and path, then lets them through. */
function countCalls(method: 'get' | 'post', path: string) {
  const calls: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      calls.push(request.clone());
    }),
  );
  return calls;
}

function listenExpiry() {
  const messages: string[] = [];
  const stop = onSessionExpired((message) => messages.push(message));
  return { messages, stop };
}

afterEach(() => {
  vi.useRealTimers();
  window.location.hash = '';
});

describe('HTTP client: configuration', () => {
  it('has a 10 s timeout and sends the bearer token, except on public calls', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(httpClient.defaults.timeout).toBe(10_000);
    await signIn('agent.ca');
    const context = countCalls('get', endpoints.context.me);
    const tracking = countCalls('get', endpoints.colis.publicTracking);
    await getContext();
    await httpClient.get(endpoints.colis.publicTracking, { params: { tracking: 'INCONNU' } }).catch(() => undefined);
    expect(context[0].headers.get('Authorization')).toBe(`Bearer ${tokenStore.getAccess()}`);
    expect(tracking).toHaveLength(1);
    expect(tracking[0].headers.get('Authorization')).toBeNull();
  });
});

describe('HTTP client: one shared refresh on 401', () => {
  it('refreshes exactly once for 10 concurrent 401s and replays all 10 with the new token', async () => {
    await signIn('agent.ca');
    tokenStore.update({ access: 'demo.expire.expire' });
    const refreshes = countCalls('post', endpoints.auth.refresh);
    const contexts = countCalls('get', endpoints.context.me);

    const results = await Promise.all(Array.from({ length: 10 }, () => getContext()));

    expect(refreshes).toHaveLength(1);
    expect(results).toHaveLength(10);
    for (const result of results) expect(result.user.username).toBe('agent.ca');
    expect(contexts).toHaveLength(20);
    const fresh = tokenStore.getAccess();
    expect(fresh).not.toBe('demo.expire.expire');
    const replays = contexts.filter((request) => request.headers.get('Authorization') === `Bearer ${fresh}`);
    expect(replays).toHaveLength(10);
  });

  it('does not refresh twice for a request whose replay fails again', async () => {
    await signIn('agent.ca');
    tokenStore.update({ access: 'demo.expire.expire' });
    const refreshes = countCalls('post', endpoints.auth.refresh);
    server.use(http.get(endpoints.context.me, () => HttpResponse.json({ detail: 'Jeton invalide' }, { status: 401 })));
    const error = await getContext().catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(401);
    expect(refreshes).toHaveLength(1);
  });

  it('without a refresh token: toast text, tokens cleared, /login after 1500 ms', async () => {
    await signIn('agent.ca');
    const user = tokenStore.getUser();
    if (!user) throw new Error('session attendue');
    tokenStore.save({ access: 'demo.expire.expire', refresh: '', user }, true);
    const { messages, stop } = listenExpiry();
    const refreshes = countCalls('post', endpoints.auth.refresh);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const error = await getContext().catch((e: unknown) => e);

    expect(errorStatus(error)).toBe(401);
    expect(messages).toEqual([AUTH_REQUIRED_MESSAGE]);
    expect(AUTH_REQUIRED_MESSAGE).toBe('Authentification requise - Redirection vers la connexion...');
    expect(tokenStore.get()).toBeNull();
    expect(refreshes).toHaveLength(0);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(window.location.hash).not.toBe('#/login');
    vi.advanceTimersByTime(1);
    expect(REDIRECT_DELAY_MS).toBe(1500);
    expect(window.location.hash).toBe('#/login');
    stop();
  });

  it('refresh refused: "Session expirée" toast, tokens cleared, /login after 1500 ms', async () => {
    await signIn('agent.ca');
    tokenStore.update({ access: 'demo.expire.expire', refresh: 'demo.refus.refus' });
    const { messages, stop } = listenExpiry();
    const refreshes = countCalls('post', endpoints.auth.refresh);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const results = await Promise.allSettled([getContext(), getContext(), getContext()]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(messages).toEqual([SESSION_EXPIRED_MESSAGE]);
    expect(SESSION_EXPIRED_MESSAGE).toBe('Session expirée - Redirection vers la connexion...');
    expect(tokenStore.get()).toBeNull();
    vi.advanceTimersByTime(1499);
    expect(window.location.hash).not.toBe('#/login');
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toBe('#/login');
    stop();
  });

  it('a refresh refused because another tab renewed the session first: the request is replayed with that tab’s token, nothing is cleared', async () => {
    await signIn('agent.ca');
    const renewedByOtherTab = tokenStore.get();
    if (!renewedByOtherTab) throw new Error('session attendue');
    tokenStore.update({ access: 'demo.expire.expire', refresh: 'demo.deja-utilise.deja-utilise' });
    const { messages, stop } = listenExpiry();
    server.use(
      http.post(endpoints.auth.refresh, () => {
        // While this tab's refresh is on its way, the other tab saves the session it has just renewed.
        tokenStore.update({ access: renewedByOtherTab.access, refresh: renewedByOtherTab.refresh });
        return HttpResponse.json({ detail: 'Le jeton est sur liste noire', code: 'token_not_valid' }, { status: 401 });
      }),
    );
    const contexts = countCalls('get', endpoints.context.me);

    const context = await getContext();

    expect(context.user.username).toBe('agent.ca');
    expect(contexts.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${renewedByOtherTab.access}`);
    expect(tokenStore.get()).toEqual(renewedByOtherTab);
    expect(messages).toEqual([]);
    stop();
  });

  it('someone who signs in again during the 1500 ms keeps the new session (no stale redirect)', async () => {
    await signIn('agent.ca');
    const session = tokenStore.get();
    if (!session) throw new Error('session attendue');
    tokenStore.clear();
    window.location.hash = '#/';
    const { stop } = listenExpiry();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    // A call that fails right after a logout (no tokens at all) starts the timed redirect...
    const error = await getContext().catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(401);
    // ...then the user signs in again before it fires.
    tokenStore.save(session, true);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);

    expect(window.location.hash).toBe('#/');
    expect(tokenStore.getAccess()).toBe(session.access);
    stop();
  });

  it('a 403 never clears the session nor redirects', async () => {
    await signIn('comptable');
    const before = tokenStore.get();
    const { messages, stop } = listenExpiry();
    server.use(http.get(endpoints.context.me, () => HttpResponse.json({ detail: "Vous n'avez pas la permission d'effectuer cette action." }, { status: 403 })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const error = await getContext().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(errorStatus(error)).toBe(403);
    expect(errorMessage(error, 'défaut')).toBe("Vous n'avez pas la permission d'effectuer cette action.");
    vi.advanceTimersByTime(5000);
    expect(tokenStore.get()).toEqual(before);
    expect(messages).toEqual([]);
    expect(window.location.hash).toBe('');
    stop();
  });

  it('a 401 on the sign-in call is an answer about credentials: no refresh, no expiry', async () => {
    const { messages, stop } = listenExpiry();
    const refreshes = countCalls('post', endpoints.auth.refresh);
    server.use(http.post(endpoints.auth.token, () => HttpResponse.json({ detail: 'Identifiants invalides' }, { status: 401 })));
    const error = await api.post(endpoints.auth.token, { login: 'x', password: 'y' }, { schema: contextMeSchema }).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(401);
    expect(refreshes).toHaveLength(0);
    expect(messages).toEqual([]);
    stop();
  });
});

/** An HTML error page from a proxy is not a message to show. */
function network500() {
  return toHttpError(new AxiosError('Bad Gateway', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status: 502,
    statusText: 'Bad Gateway',
    data: '<html><body>502 Bad Gateway</body></html>',
    headers: {},
    config: { headers: new AxiosHeaders() },
  }));
}

describe('HTTP client: DRF errors become HttpErrors that forms can read', () => {
  async function failWith(body: unknown, status = 400) {
    await signIn('agent.ca');
    server.use(http.get(endpoints.context.me, () => HttpResponse.json(body as Record<string, unknown>, { status })));
    return getContext().catch((e: unknown) => e);
  }

  it('detail', async () => {
    const error = await failWith({ detail: 'Pas trouvé.' }, 404);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Pas trouvé.');
    expect(errorBody(error)).toMatchObject({ message: 'Pas trouvé.', errors: {}, raw: { detail: 'Pas trouvé.' } });
  });

  it('{field: ["msg"]}: the first message of each field, for the form', async () => {
    const error = await failWith({ email: ['Email invalide', 'Trop long'], telephone: ['Le téléphone est requis'] });
    expect(errorStatus(error)).toBe(400);
    expect(errorBody(error)?.errors).toEqual({ email: 'Email invalide', telephone: 'Le téléphone est requis' });
    expect(errorBody(error)?.message).toBe('Email invalide');
  });

  it('non_field_errors wins as the message', async () => {
    const error = await failWith({ non_field_errors: ['Identifiants invalides.'], login: ['Trop court'] });
    expect(errorBody(error)).toMatchObject({ message: 'Identifiants invalides.', errors: { login: 'Trop court' } });
  });

  it('error (with its code)', async () => {
    const error = await failWith({ code: 'NO_EXCHANGE_RATE_CONFIGURED', error: 'Aucun taux de change configuré.' }, 404);
    expect(errorBody(error)).toMatchObject({ message: 'Aucun taux de change configuré.', code: 'NO_EXCHANGE_RATE_CONFIGURED' });
  });

  it('a 5xx without a readable body: French server message, the screen keeps its default; a dead network has its own', async () => {
    const error = await failWith('', 502);
    expect((error as HttpError).message).toBe('Erreur temporaire du serveur. Veuillez réessayer dans un instant.');
    expect(errorMessage(error, 'Erreur lors du chargement des catégories')).toBe('Erreur lors du chargement des catégories');
    expect(errorMessage(network500(), 'Erreur lors de la sauvegarde')).toBe('Erreur lors de la sauvegarde');
    server.use(http.get(endpoints.context.me, () => HttpResponse.error()));
    const network = await getContext().catch((e: unknown) => e);
    expect(errorStatus(network)).toBe(0);
    expect((network as Error).message).toMatch(/^Problème de réseau/);
    expect(errorMessage(network, 'Erreur lors du chargement')).toMatch(/^Problème de réseau/);
  });

  it('an unknown status code without a message falls back to the screen default', async () => {
    const error = await failWith({}, 418);
    expect(errorMessage(error, 'Erreur lors de la sauvegarde')).toBe('Erreur lors de la sauvegarde');
  });
});
