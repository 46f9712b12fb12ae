import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, checkServer, isDemoMode, loadServerConfig, setServerConfig, StartupError, websocketBase, type ServerConfig } from '../../src/config/env';

const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));
const missing = () => Promise.resolve(new Response('Not found', { status: 404 }));
const DEMO: ServerConfig = { apiUrl: '', wsUrl: '', source: 'démo' };

afterEach(() => {
  vi.unstubAllEnvs();
  setServerConfig(DEMO);
});

describe('config.json decides the server at start-up', () => {
  it('without config.json and without VITE_API_URL, a build that carries the demo runs on it', async () => {
    expect(await loadServerConfig(missing, true)).toEqual(DEMO);
    expect(isDemoMode()).toBe(true);
  });

  it("a web server answering its index page for config.json (a single-page fallback) counts as no file", async () => {
    const page = () => Promise.resolve(new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(await loadServerConfig(page, true)).toEqual(DEMO);
  });

  it('config.json wins over the build-time VITE_API_URL; the WebSocket follows the API unless given', async () => {
    vi.stubEnv('VITE_API_URL', 'https://build-time.exemple.com');
    const config = await loadServerConfig(() => json({ apiUrl: 'https://api.exemple.com/' }), true);
    expect(config).toEqual({ apiUrl: 'https://api.exemple.com', wsUrl: '', source: 'config.json' });
    expect(apiUrl()).toBe('https://api.exemple.com');
    expect(isDemoMode()).toBe(false);
    expect(websocketBase()).toBe('wss://api.exemple.com');
    await loadServerConfig(() => json({ apiUrl: 'http://127.0.0.1:8000', wsUrl: 'ws://127.0.0.1:9000/' }), true);
    expect(websocketBase()).toBe('ws://127.0.0.1:9000');
  });

  it('with an empty apiUrl in config.json, the build-time VITE_API_URL applies', async () => {
    vi.stubEnv('VITE_API_URL', 'https://build-time.exemple.com');
    expect(await loadServerConfig(() => json({ apiUrl: '' }), true)).toMatchObject({ apiUrl: 'https://build-time.exemple.com', source: 'VITE_API_URL' });
  });

  it('a path is an API on the same origin as the app (behind the same web server)', async () => {
    expect((await loadServerConfig(() => json({ apiUrl: '/backend/' }), true)).apiUrl).toBe(`${window.location.origin}/backend`);
  });

  it('the deployable build without any server configured stops with a French message', async () => {
    await expect(loadServerConfig(missing, false)).rejects.toThrow(
      "Aucun serveur configuré : indiquez l'adresse de l'API dans config.json, à côté de index.html (« apiUrl », par exemple https://api.exemple.com).",
    );
  });

  it.each([
    ['not JSON', () => Promise.resolve(new Response('{apiUrl: oups', { headers: { 'Content-Type': 'application/json' } })), "Configuration invalide : config.json n'est pas un objet JSON valide"],
    ['an array', () => json([]), "Configuration invalide : config.json n'est pas un objet JSON valide"],
    ['another scheme', () => json({ apiUrl: 'ftp://api.exemple.com' }), 'Configuration invalide (config.json : « apiUrl ») : « ftp://api.exemple.com » doit commencer par http:// ou https://'],
    ['not a URL', () => json({ apiUrl: 'api.exemple.com' }), "Configuration invalide (config.json : « apiUrl ») : « api.exemple.com » n'est pas une URL complète"],
    ['a WebSocket URL in http', () => json({ apiUrl: 'https://api.exemple.com', wsUrl: 'https://api.exemple.com' }), 'doit être une URL ws:// ou wss://'],
  ])('a wrong config.json (%s) stops the start-up with a French message', async (_case, file, message) => {
    const failure = loadServerConfig(file, true);
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('the start-up check of the API', () => {
  const server: ServerConfig = { apiUrl: 'https://api.exemple.com', wsUrl: '', source: 'config.json' };
  const probe = '/api/shipments/suivi/';

  it('any JSON answer is an API that is there (a 400 for a missing tracking number included)', async () => {
    const seen: string[] = [];
    await checkServer(server, probe, (url) => {
      seen.push(url);
      return json({ error: 'Numéro de suivi requis' }, 400);
    });
    expect(seen).toEqual(['https://api.exemple.com/api/shipments/suivi/']);
  });

  it('no answer (down, wrong host, CORS refused) names the URL tried and where it came from', async () => {
    await expect(checkServer(server, probe, () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      `Le serveur https://api.exemple.com (config.json) ne répond pas. Vérifiez son adresse, qu'il est démarré et qu'il accepte les pages de ${window.location.origin} (CORS). Adresse essayée : https://api.exemple.com/api/shipments/suivi/`,
    );
  });

  it('a page that is not JSON is not the API', async () => {
    const html = () => Promise.resolve(new Response('<html>Bienvenue</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }));
    await expect(checkServer(server, probe, html)).rejects.toThrow(
      "Le serveur https://api.exemple.com (config.json) a répondu, mais ce n'est pas l'API attendue (réponse 404 qui n'est pas du JSON). Adresse essayée : https://api.exemple.com/api/shipments/suivi/",
    );
  });
});
