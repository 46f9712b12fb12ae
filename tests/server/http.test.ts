import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newDataDir, removeDataDir, signIn, startServer, type ServerProcess } from './serverProcess';

/** What a client of `npm run server` sees over HTTP: DRF bodies, CORS, the assistant's WebSocket. */
describe('npm run server over HTTP', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer(4866, newDataDir(), ['--reset', '--origin', 'http://127.0.0.1:4861']);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('an unknown path answers 404 with a DRF body; a body that is not JSON a 400; the server keeps answering', async () => {
    const unknown = await fetch(`${server.url}/api/nulle-part/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Pas trouvé.' });

    const token = await signIn(server.url, 'admin');
    const garbled = await fetch(`${server.url}/api/shipments/categories/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{"nom": ',
    });
    expect(garbled.status).toBeGreaterThanOrEqual(400);
    expect(garbled.status).toBeLessThan(500);
    expect(await garbled.json()).toHaveProperty('detail');

    const unauthenticated = await fetch(`${server.url}/api/shipments/colis/`);
    expect(unauthenticated.status).toBe(401);
    expect((await fetch(`${server.url}/api/accounts/auth/user/`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it("CORS: the app's origin gets its preflight and its headers, another origin is refused", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/shipments/colis/`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    const allowed = await preflight('http://127.0.0.1:4861');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4861');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect((await preflight('https://ailleurs.example')).status).toBe(403);
    const read = await fetch(`${server.url}/api/accounts/meta/countries/`, { headers: { Origin: 'https://ailleurs.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the assistant answers over a real WebSocket at /ws/chatbot/ once authenticated', async () => {
    const token = await signIn(server.url, 'agent.ca');
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/chatbot/`, { headers: { Origin: 'http://127.0.0.1:4861' } });
    const frames: { type: string; content?: string }[] = [];
    const greeted = new Promise<void>((done, fail) => {
      socket.on('message', (data) => {
        frames.push(JSON.parse(String(data)) as { type: string; content?: string });
        if (frames.at(-1)?.type === 'system_message') done();
      });
      socket.on('error', fail);
    });
    await new Promise<void>((done) => socket.once('open', () => done()));
    socket.send(JSON.stringify({ type: 'authenticate', token }));
    await greeted;
    socket.close();
    expect(frames.at(-1)?.content).toMatch(/^Bonjour Julie, je suis Mira/);
  });
});
