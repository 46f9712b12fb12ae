#!/usr/bin/env node
/**
 * A minimal local server for a real-server build (VITE_API_URL): it serves the built files and
 * answers the API with the demo backend's dispatcher (src/demo/dispatcher.ts, the same code the
 * browser runs in demo mode), its store in this process's memory. Used by the bench; the seed of
 * `npm run server`.
 *
 *   node scripts/demo-server.mjs --static dist-real --port 4835
 *
 * Every path that is not a built file goes to the dispatcher (DRF 404 for an unknown one), except
 * `POST /__demo/reset?seed=standard|large`, which rebuilds the store (the 10,000-parcel seed for
 * benchmarks). The dispatcher is compiled once with Vite's SSR build into dist-server/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const staticDir = join(root, args.static ?? 'dist');
const port = Number(args.port ?? process.env.PORT ?? 4835);
const serverBundle = join(root, 'dist-server', 'server.js');

if (!existsSync(serverBundle) || process.env.DEMO_SERVER_REBUILD) {
  const result = spawnSync('npx', ['vite', 'build', '--ssr', 'src/demo/server.ts', '--outDir', 'dist-server', '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
}
const { dispatch, resetDb } = await import(pathToFileURL(serverBundle).href);

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon' };
const files = new Map();

/** A built file, gzipped once, or null when the path is not one. */
function builtFile(pathname) {
  const relative = pathname === '/' ? 'index.html' : normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  if (relative.startsWith('..')) return null;
  const path = join(staticDir, relative);
  if (!files.has(path)) {
    const exists = existsSync(path) && statSync(path).isFile();
    files.set(path, exists ? { body: readFileSync(path), type: TYPES[extname(path)] ?? 'application/octet-stream' } : null);
    if (exists) files.get(path).gzip = gzipSync(files.get(path).body);
  }
  return files.get(path);
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `127.0.0.1:${port}`}`);
    if (request.method === 'POST' && url.pathname === '/__demo/reset') {
      resetDb(url.searchParams.get('seed') === 'large' ? 'large' : 'standard');
      response.writeHead(204).end();
      return;
    }
    const file = request.method === 'GET' || request.method === 'HEAD' ? builtFile(url.pathname) : null;
    if (file) {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      response.end(request.method === 'HEAD' ? undefined : gzip ? file.gzip : file.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    const answer = await dispatch(new Request(url, { method: request.method, headers, body }));
    response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
    response.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    console.error(error);
    response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ detail: 'Erreur interne du serveur de démonstration.' }));
  }
});

server.listen(port, '127.0.0.1', () => console.log(`Demo server: http://127.0.0.1:${port} (files from ${staticDir})`));
