/**
 * The TypeScript programs of the project that run under Node (`npm run server`, `npm run contract`),
 * compiled once with Vite's SSR build (the app's own modules: the demo backend's handlers, the
 * contract's zod schemas) into node_modules/.cache/colis-node/, and compiled again only when a
 * source file changed. Offline: Vite is a dependency of the project.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'colis-node');
const pointer = join(cache, 'latest.json');

export const ENTRIES = {
  server: 'src/demo/http-server/main.ts',
  contract: 'src/contractCheck/main.ts',
};

/** The newest modification time of the sources the programs are built from. */
function newestSource() {
  let newest = 0;
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of ['src', 'vite.config.ts', 'package-lock.json', 'scripts/node-build.mjs']) visit(join(root, path));
  return newest;
}

function current() {
  try {
    const { dir, builtFrom } = JSON.parse(readFileSync(pointer, 'utf8'));
    return existsSync(join(cache, dir)) ? { dir: join(cache, dir), builtFrom } : null;
  } catch {
    return null;
  }
}

/**
 * The compiled program's folder, compiled first if a source is newer. Each build goes to a folder
 * of its own, then a pointer file is renamed over the old one: two launches at once never read a
 * half-written build.
 */
export async function nodeBuild() {
  const newest = newestSource();
  const known = current();
  if (known && known.builtFrom >= newest && !process.env.NODE_BUILD_FORCE) return known.dir;
  const name = `build-${process.pid}-${Date.now().toString(36)}`;
  const outDir = join(cache, name);
  mkdirSync(cache, { recursive: true });
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: ENTRIES, output: { entryFileNames: '[name].js' } },
    },
  });
  writeFileSync(`${pointer}.${process.pid}`, JSON.stringify({ dir: name, builtFrom: newest }));
  renameSync(`${pointer}.${process.pid}`, pointer);
  for (const old of readdirSync(cache)) {
    if (old.startsWith('build-') && old !== name && Date.now() - statSync(join(cache, old)).mtimeMs > 60_000) rmSync(join(cache, old), { recursive: true, force: true });
  }
  return outDir;
}

/** Imports one compiled program (`server` or `contract`). */
export async function importProgram(name) {
  const dir = await nodeBuild();
  return import(pathToFileURL(join(dir, `${name}.js`)).href);
}

// `node scripts/node-build.mjs`: compiles the programs now (scripts/test.sh, before the stages that start them).
if (process.argv[1] === fileURLToPath(import.meta.url)) await nodeBuild();
