import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import axios, { AxiosError, isAxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../src/demo/dispatcher';
import { dispatcherAdapter } from '../../src/demo/axiosAdapter';
import { DemoSocket } from '../../src/demo/socket';
import { createChatSession } from '../../src/demo/chatbot/session';
import { endpoints } from '../../src/dataProvider/endpoints';
import { getDb } from '../../src/demo/db/store';

const ORIGIN = 'http://demo.local';
const post = (path: string, body: unknown, token?: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function adminToken(): Promise<string> {
  const response = await dispatch(post(endpoints.auth.token, { login: 'admin', password: 'demo1234' }));
  return ((await response.json()) as { access: string }).access;
}

/** A client whose every call goes to the in-page dispatcher, as the app's axios instance in demo mode. */
const client = (run = dispatch) => axios.create({ adapter: dispatcherAdapter(run, () => ORIGIN), timeout: 10_000 });

afterEach(() => vi.useRealTimers());

describe('demo dispatcher (Request → Response, no service worker)', () => {
  it('answers an unknown path with a DRF 404, never a throw', async () => {
    const response = await dispatch(new Request(`${ORIGIN}/api/nulle-part/`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Pas trouvé.' });
  });

  it('signs in and serves the parcel list with the DRF page shape', async () => {
    const token = await adminToken();
    const response = await dispatch(new Request(`${ORIGIN}${endpoints.colis.list}?page=1&page_size=10`, { headers: { Authorization: `Bearer ${token}` } }));
    expect(response.status).toBe(200);
    const page = (await response.json()) as { count: number; results: unknown[] };
    expect(page.results).toHaveLength(10);
    expect(page.count).toBeGreaterThan(10);
  });

  it('keeps the handlers’ own errors: 400 on malformed JSON, 401 without a token', async () => {
    const malformed = await dispatch(new Request(`${ORIGIN}${endpoints.auth.token}`, { method: 'POST', body: '{oops' }));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: 'JSON malformé.' });
    const anonymous = await dispatch(new Request(`${ORIGIN}${endpoints.colis.list}`));
    expect(anonymous.status).toBe(401);
  });

  it('answers a body that is not an object 400, a body over 1 MB 413, in the page as over HTTP, and stores nothing', async () => {
    const token = await adminToken();
    const categories = getDb().categories.length;
    const send = (body: string) =>
      dispatch(new Request(`${ORIGIN}${endpoints.categories.list}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body }));
    const nothing = await send('null');
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({ non_field_errors: ['Donnée invalide. Attendait un dictionnaire, mais a reçu NoneType.'] });
    const huge = await send(JSON.stringify({ nom: 'Énorme', type_tarification: 'par_unite', prix_unitaire: 1, description: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ detail: 'Requête trop volumineuse : 1 Mo au maximum.' });
    const infinite = await send('{"nom": "Infinie", "type_tarification": "par_unite", "prix_unitaire": 1e309}');
    expect(infinite.status).toBe(400);
    expect(await infinite.json()).toEqual({ prix_unitaire: ['Un nombre valide est requis.'] });
    expect(getDb().categories).toHaveLength(categories);
  });

  it('sets no cookie in any demo answer, so MSW’s cookie store (tough-cookie shimmed in the build) stays empty', async () => {
    const token = await adminToken();
    const response = await dispatch(post(endpoints.auth.token, { login: 'admin', password: 'demo1234' }));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await dispatch(new Request(`${ORIGIN}${endpoints.context.me}`, { headers: { Authorization: `Bearer ${token}` } }))).headers.get('set-cookie')).toBeNull();
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : [path];
      });
    const withCookies = sources(join(__dirname, '../../src/demo'))
      .filter((path) => !path.includes('shims'))
      .filter((path) => /set-cookie|cookies\b|cookie:/i.test(readFileSync(path, 'utf8')));
    expect(withCookies).toEqual([]);
  });
});

describe('axios adapter over the dispatcher', () => {
  it('resolves a 2xx with parsed JSON and rejects a 4xx as axios does, with the DRF body', async () => {
    const token = await adminToken();
    const ok = await client().get(endpoints.colis.list, { params: { page: 1, page_size: 5 }, headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect((ok.data as { results: unknown[] }).results).toHaveLength(5);
    const refused = await client()
      .get(endpoints.colis.list)
      .catch((error: unknown) => error);
    expect(isAxiosError(refused) && refused.response?.status).toBe(401);
    expect(isAxiosError(refused) && (refused.response?.data as { detail: string }).detail).toBe("Informations d'authentification non fournies.");
  });

  it('reads a PDF as a Blob (documents open from blob URLs, nothing points the browser at a demo path)', async () => {
    const token = await adminToken();
    const colis = getDb().colis[0];
    const pdf = await client().get<Blob>(endpoints.colis.ticketPdf(colis.id), { responseType: 'blob', headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.data.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.data.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('times out (ECONNABORTED) and reports an unreachable backend as a network error', async () => {
    vi.useFakeTimers();
    const never = client(() => new Promise<Response>(() => undefined)).get('/api/lent/', { timeout: 5000 });
    const caught = never.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const timeout = await caught;
    expect(isAxiosError(timeout) && timeout.code).toBe(AxiosError.ECONNABORTED);
    vi.useRealTimers();
    const down = await client(() => Promise.reject(new Error('chunk failed')))
      .get('/api/x/')
      .catch((error: unknown) => error);
    expect(isAxiosError(down) && down.code).toBe(AxiosError.ERR_NETWORK);
    expect(isAxiosError(down) && down.response).toBeUndefined();
  });
});

describe('demo socket (the assistant without MSW’s WebSocket interception)', () => {
  it('opens, authenticates and carries Mira’s answers both ways', async () => {
    const token = await adminToken();
    const socket = new DemoSocket(() => Promise.resolve(createChatSession));
    const frames: string[] = [];
    const opened = new Promise<void>((resolve) => {
      socket.onopen = () => resolve();
    });
    socket.onmessage = (event) => frames.push(String(event.data));
    await opened;
    expect(socket.readyState).toBe(1);
    socket.send(JSON.stringify({ type: 'authenticate', token }));
    await vi.waitFor(() => expect(frames.some((f) => f.includes('je suis Mira'))).toBe(true));
    socket.send(JSON.stringify({ type: 'ping' }));
    await vi.waitFor(() => expect(frames).toContain(JSON.stringify({ type: 'pong' })));
  });

  it('closes normally with code 1000 and refuses to send afterwards', async () => {
    const socket = new DemoSocket(() => Promise.resolve(createChatSession));
    await new Promise<void>((resolve) => {
      socket.onopen = () => resolve();
    });
    const closed = new Promise<number>((resolve) => {
      socket.onclose = (event) => resolve(event.code);
    });
    socket.close(1000, 'Panneau fermé');
    expect(await closed).toBe(1000);
    expect(() => socket.send('{}')).toThrow();
  });

  it('fails like an unreachable server (1006) when the demo backend cannot load', async () => {
    const socket = new DemoSocket(() => Promise.reject(new Error('chunk failed')));
    const code = await new Promise<number>((resolve) => {
      socket.onclose = (event) => resolve(event.code);
    });
    expect(code).toBe(1006);
  });
});
