#!/usr/bin/env node
/**
 * node scripts/serve-static.mjs DIR --port P [--host H] [--csp "POLICY"]
 * A plain static web server for a built app (what any host does: files, index.html at /), with an
 * optional Content-Security-Policy header on every answer. The real-server journeys serve the
 * deployable build with it, under the sample policy of docs/deploying.md.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const args = process.argv.slice(2);
const value = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const root = resolve(args[0] ?? 'dist');
const port = Number(value('port') ?? 4173);
const host = value('host') ?? '127.0.0.1';
const csp = value('csp');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

function fileFor(pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return null;
  try {
    const stat = statSync(path);
    if (stat.isFile()) return path;
    if (stat.isDirectory()) return fileFor(join(pathname, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(pathname) : null;
  const headers = { 'Cache-Control': 'no-cache', ...(csp ? { 'Content-Security-Policy': csp } : {}) };
  if (!file) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Introuvable');
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}).listen(port, host, () => console.log(`${root} servi sur http://${host}:${port}${csp ? ' (avec Content-Security-Policy)' : ''}`));
