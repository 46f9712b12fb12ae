import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

const DEMO_PDF = /[\\/]src[\\/]demo[\\/]pdf[\\/]/;
const DEMO = /[\\/]src[\\/]demo[\\/]/;
const MSW = nodeModule('msw|@mswjs|@open-draft|outvariant|strict-event-emitter|is-node-process|headers-polyfill|path-to-regexp|until-async|rettime|statuses|graphql');
const REACT = nodeModule('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|use-sync-external-store');
const MUI = nodeModule('@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|hoist-non-react-statics|@babel[\\\\/]runtime|react-is|dom-helpers');
/** The charts' libraries, loaded with the pages that draw them. */
const CHARTS = nodeModule('recharts|d3-[^\\\\/]+|victory-vendor|@reduxjs|immer|reselect|redux|redux-thunk|react-redux|decimal\\.js-light|es-toolkit|internmap|tiny-invariant');
/** Left to Rolldown: zod (shared by the app and the demo) and the PDF and QR code libraries (loaded when a document is drawn). */
const UNGROUPED = nodeModule('zod|pdf-lib|@pdf-lib|pako|tslib|qrcode|dijkstrajs|pngjs|encode-utf8');

/** The first screen: sign-in, the back-office's shell and the parcel list (App is imported by bootBackOffice). */
const START = /[\\/]src[\\/](bootBackOffice\.tsx|startScreen\.ts|resources[\\/]colis[\\/]ColisList\.tsx)$/;
/** The public tracking page and its slim demo backend (src/demo/publicTransport.ts). */
const PUBLIC = /[\\/]src[\\/](custom-pages[\\/]suivi[\\/]TrackingApp\.tsx|demo[\\/]publicTransport\.ts)$/;

/**
 * Which modules the first screen, and the public tracking page, import statically, read from the
 * module graph as it is parsed: they decide the chunks below, so a module added to either page
 * lands in the right chunk without a list to keep up to date.
 */
function moduleGraph(): { plugin: Plugin; inStartScreen: (id: string) => boolean; inPublicPage: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  const closures = new Map<RegExp, Set<string>>();
  const closure = (roots: RegExp): Set<string> => {
    const known = closures.get(roots);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [...imports.keys()].filter((id) => roots.test(id));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    closures.set(roots, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'module-graph',
      buildStart() {
        imports.clear();
        closures.clear();
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    inStartScreen: (id) => closure(START).has(id),
    inPublicPage: (id) => closure(PUBLIC).has(id),
  };
}

const graph = moduleGraph();

/**
 * A few large, long-lived chunks instead of dozens of small ones: React and its router; the first
 * screen's MUI, libraries (react-admin...) and app code; the charts; the demo backend. Later pages
 * keep Rolldown's split (one chunk per lazily loaded page, and what they share). Each library sits
 * in one group, and the first screen's groups import nothing outside them, so no two chunks import
 * each other.
 */
function chunkGroup(id: string): string | null {
  // Vite's own helpers (the preload of dynamic imports) stay with the entry that every page loads.
  if (id.startsWith('\0') || DEMO_PDF.test(id) || UNGROUPED.test(id)) return null;
  // The demo backend; the part the public tracking page uses without MSW is a chunk of its own.
  if (DEMO.test(id)) return graph.inPublicPage(id) ? 'demo-store' : 'demo';
  if (MSW.test(id)) return 'demo';
  if (REACT.test(id)) return 'react';
  if (CHARTS.test(id)) return 'charts';
  const library = /[\\/]node_modules[\\/]/.test(id);
  const start = graph.inStartScreen(id);
  // What the public tracking page shares with the back-office (and the domain rules its slim demo
  // backend uses): a chunk of its own, so /suivi loads no more.
  const domain = /[\\/]src[\\/]domain[\\/]/.test(id);
  if (!library && graph.inPublicPage(id)) return start || domain ? 'base' : null;
  if (!start) return domain ? 'domain' : null;
  if (MUI.test(id)) return 'mui';
  return library ? 'vendor' : 'app';
}

/**
 * The deployable build (`npm run build`, mode `deploy`) carries no demo backend (see
 * src/config/env.ts) and ships the `config.json` its host edits: the API's URL, prefilled from
 * VITE_API_URL when the build is given one.
 */
function runtimeConfigFile(mode: string): Plugin {
  return {
    name: 'runtime-config-file',
    apply: 'build',
    generateBundle() {
      if (mode !== 'deploy' || this.environment.config.build.ssr) return;
      const source = `${JSON.stringify({ apiUrl: process.env.VITE_API_URL ?? '', wsUrl: process.env.VITE_WS_URL ?? '' }, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'config.json', source });
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), graph.plugin, runtimeConfigFile(mode)],
  // A literal, so the deployable build (and one made for a single server) drops the demo's code.
  define: { 'import.meta.env.DEMO_EMBEDDED': JSON.stringify(mode !== 'deploy' && !process.env.VITE_API_URL) },
  resolve: {
    // MSW's cookie store is never filled by the demo backend: see the shim's comment.
    alias: { 'tough-cookie': fileURLToPath(new URL('./src/demo/shims/tough-cookie.ts', import.meta.url)) },
  },
  // The 10,000-parcel demo backend runs in a module worker (src/demo/browser.ts).
  worker: { format: 'es' },
  server: { port: 5781, strictPort: true },
  preview: { port: 4781, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    // The Node build of the demo backend (scripts/demo-server.mjs) is one file, without the browser's groups.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: chunkGroup, debugName: 'chunkGroup' }] } } },
  },
}));
