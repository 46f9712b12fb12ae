import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

interface BuiltFile {
  body: Buffer;
  gzip: Buffer;
  type: string;
}

/**
 * A built app served from a folder (`--static`), each file read and gzipped once; `/` is its
 * index.html. Paths that are not files of the folder are left to the API.
 */
export function staticFiles(folder: string): (pathname: string) => BuiltFile | null {
  const root = resolve(folder);
  const files = new Map<string, BuiltFile | null>();
  return (pathname) => {
    let relative: string;
    try {
      relative = pathname === '/' ? 'index.html' : normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
    } catch {
      return null;
    }
    const path = join(root, relative);
    if (!path.startsWith(root)) return null;
    if (!files.has(path)) {
      const exists = existsSync(path) && statSync(path).isFile();
      const body = exists ? readFileSync(path) : null;
      files.set(path, body ? { body, gzip: gzipSync(body), type: TYPES[extname(path)] ?? 'application/octet-stream' } : null);
    }
    return files.get(path) ?? null;
  };
}
