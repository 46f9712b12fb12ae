import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { WebSocketServer } from 'ws';
import { endpoints } from '../../dataProvider/endpoints';
import { IDEMPOTENCY_REPLAYED_HEADER } from '../../dataProvider/idempotency';
import { dispatch } from '../dispatcher';
import { serverErrorResponse } from '../answers';
import { createChatSession } from '../chatbot/session';
import { getDb, resetDb, setStorePersistence } from '../db/store';
import { fileStorePersistence, STORE_FILE } from '../db/filePersistence';
import { serveStandInPagesFromServer } from '../standInPages';
import { isAllowedOrigin, type ServerOptions } from './options';
import { standInPage } from './pages';
import { staticFiles } from './staticFiles';
import { breakContract, testHook } from './testSwitches';
import { signingSecretFromFolder } from './signingSecretFile';
import { setSigningSecret } from '../signingSecret';
import { clientAddressFrom, setClientAddress } from '../clientAddress';
import { MAX_BODY_BYTES } from '../../domain/limits';
import { BODY_TOO_LARGE } from '../http';

/**
 * `npm run server`: the demo backend as a real HTTP API. The very dispatcher the browser's demo runs
 * (`../dispatcher.ts`: the same handlers, seed and permissions) behind Node's HTTP server, its store
 * saved to a file after every change (`../db/filePersistence.ts`), the assistant over a real
 * WebSocket at /ws/chatbot/ hosting the same chat session, CORS for the app's origins, and the
 * provider's two stand-in pages (`./pages.ts`). Unknown paths get DRF's 404 body, a handler's crash
 * a 500 body; a body over 1 MB is answered 413 without being read further; the server itself
 * never stops on a request.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const CHAT_PATH = endpoints.chatbot.socket.replace(/\/$/, '');

class BodyTooLarge extends Error {}

/** Past this a client that keeps sending is cut off; below it the rest of a body too large is read and dropped, so the client reads its 413. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > DRAIN_LIMIT_BYTES) request.destroy();
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function corsHeaders(origin: string | undefined, options: ServerOptions): Record<string, string> {
  if (!origin || !isAllowedOrigin(origin, options.origins)) return {};
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', 'Access-Control-Expose-Headers': `Content-Disposition, ${IDEMPOTENCY_REPLAYED_HEADER}` };
}

function home(url: URL): Response {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Serveur de démonstration</title></head>
<body style="font-family: system-ui, sans-serif; padding: 24px"><h1>Serveur de démonstration</h1>
<p>L'API de démonstration répond sur <code>${url.origin}/api/…</code> et l'assistant sur <code>${url.origin.replace(/^http/, 'ws')}${endpoints.chatbot.socket}</code>.</p>
<p>Indiquez cette adresse dans le <code>config.json</code> de l'application (<code>"apiUrl"</code>).</p></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

async function send(response: ServerResponse, answer: Response, extra: Record<string, string>, method: string): Promise<void> {
  const headers: Record<string, string> = { ...Object.fromEntries(answer.headers.entries()), ...extra };
  const body = method === 'HEAD' || answer.status === 204 || answer.status === 304 ? undefined : Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers);
  response.end(body);
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens the store, then listens. */
export async function startDemoServer(options: ServerOptions, log: (message: string) => void = console.log): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir);
  setStorePersistence(fileStorePersistence(dataDir, log));
  setSigningSecret(signingSecretFromFolder(dataDir));
  if (options.reset || options.large) resetDb(options.large ? 'large' : 'standard');
  const seed = getDb().seed;
  serveStandInPagesFromServer();
  const builtFile = options.staticDir ? staticFiles(options.staticDir) : null;
  const allowed = (origin: string) => isAllowedOrigin(origin, options.origins);

  const answer = async (request: IncomingMessage, url: URL): Promise<Response> => {
    const method = request.method ?? 'GET';
    const hook = options.testHooks ? testHook(method, url) : null;
    if (hook) return hook;
    const file = builtFile && (method === 'GET' || method === 'HEAD') ? builtFile(url.pathname) : null;
    if (file) {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      return new Response(new Uint8Array(gzip ? file.gzip : file.body), {
        headers: { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) },
      });
    }
    if (!builtFile && method === 'GET' && url.pathname === '/') return home(url);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
    const fetchRequest = new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    setClientAddress(fetchRequest, clientAddressFrom(request.socket.remoteAddress, request.headers['x-forwarded-for'], options.trustProxy));
    const page = standInPage(fetchRequest, { dispatch, isAppOrigin: allowed });
    if (page) return page;
    const answered = await dispatch(fetchRequest);
    return options.breakContract ? breakContract(fetchRequest, answered) : answered;
  };

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, options);
    try {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `${options.host}:${options.port}`}`);
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        if (!cors['Access-Control-Allow-Origin']) {
          await send(response, Response.json({ detail: `Origine non autorisée : ${origin ?? '(aucune)'}` }, { status: 403 }), {}, 'OPTIONS');
          return;
        }
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type'),
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
      await send(response, await answer(request, url), cors, request.method ?? 'GET');
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        await send(response, Response.json(BODY_TOO_LARGE, { status: 413, headers: { Connection: 'close' } }), cors, 'POST');
        return;
      }
      console.error('Serveur de démonstration :', request.method, request.url, error);
      if (!response.headersSent) await send(response, serverErrorResponse(), cors, 'GET');
      else response.destroy();
    }
  });

  // The assistant: one chat session per connection, as in the browser's demo.
  const sockets = new WebSocketServer({ noServer: true });
  sockets.on('connection', (socket) => {
    const session = createChatSession((frame) => socket.send(frame));
    socket.on('message', (data) => session.receive(String(data)));
    socket.on('close', () => session.close());
    socket.on('error', () => session.close());
  });
  server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const origin = request.headers.origin;
    if (pathname.replace(/\/$/, '') !== CHAT_PATH || (origin !== undefined && !allowed(origin))) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request));
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  log(`Serveur de démonstration : ${url} (API ${url}/api/…, assistant ${url.replace(/^http/, 'ws')}${endpoints.chatbot.socket})`);
  if (!LOOPBACK_HOSTS.has(options.host)) {
    log(
      `Attention : serveur de démonstration, ouvert sur le réseau (${options.host}). Ses comptes et leur mot de passe sont publics (docs/demo-backend.md) : ne l'exposez que sur un réseau de confiance, jamais sur Internet.`,
    );
  }
  log(`Données : ${resolve(dataDir, STORE_FILE)} (${seed === 'large' ? '10 000 colis' : 'données standard'})`);
  log(`Origines autorisées (CORS) : ${options.origins.length ? options.origins.join(', ') : 'toute page locale (localhost, 127.0.0.1)'}`);
  if (options.staticDir) log(`Application servie depuis ${resolve(options.staticDir)}`);
  if (options.trustProxy) log("Derrière un proxy de confiance : l'adresse du client est la dernière de X-Forwarded-For");
  if (options.testHooks) log('Commandes de test actives : POST /__demo/reset, POST /__demo/clock, GET /__demo/store');
  if (options.breakContract) log('Contrat volontairement rompu : GET /api/shipments/colis/statistiques/ → prets_expedition');
  return {
    url,
    port,
    close: () =>
      new Promise<void>((done) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
