import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

type RolldownOutput = Rolldown.RolldownOutput;
type OutputChunk = Rolldown.OutputChunk;

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** The demo's PDF drawing, loaded with pdf-lib when a document is drawn (not the answer's headers, pdf/response.ts). */
const DEMO_PDF = /[\\/]src[\\/]demo[\\/]pdf[\\/](?!response\.ts$)/;
const DEMO = /[\\/]src[\\/]demo[\\/]/;
const MSW = nodeModule('msw|@mswjs|@open-draft|outvariant|strict-event-emitter|is-node-process|headers-polyfill|path-to-regexp|until-async|rettime|statuses|graphql');
const REACT = nodeModule('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|use-sync-external-store');
const MUI = nodeModule('@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|hoist-non-react-statics|@babel[\\\\/]runtime|react-is|dom-helpers');
/** The loader of code deferred to its first need (src/shims/), which the tooltip's shim and the toasts use. */
const DEFERRED_LOADER = /[\\/]src[\\/]shims[\\/](deferred|useDeferredComponent)\.ts$/;
/** The charts' libraries, loaded with the pages that draw them. */
const CHARTS = nodeModule('recharts|d3-[^\\\\/]+|victory-vendor|@reduxjs|immer|reselect|redux|redux-thunk|react-redux|decimal\\.js-light|es-toolkit|internmap|tiny-invariant');
/** Left to Rolldown: zod (shared by the app and the demo) and the PDF and QR code libraries (loaded when a document is drawn). */
const UNGROUPED = nodeModule('zod|pdf-lib|@pdf-lib|pako|tslib|qrcode|dijkstrajs|pngjs|encode-utf8');

/** The public tracking page and its slim demo backend (src/demo/publicTransport.ts). */
const PUBLIC = /[\\/]src[\\/](custom-pages[\\/]suivi[\\/]TrackingApp\.tsx|demo[\\/]publicTransport\.ts)$/;
/** The back-office's shell and sign-in page (bootBackOffice imports App), and what main.ts loads with them. */
const SHELL = /[\\/]src[\\/](bootBackOffice\.tsx|startScreen\.ts)$/;
/** The parcel list, the first screen once signed in (loaded by main.ts and startScreen.ts). */
const LIST = /[\\/]src[\\/]resources[\\/]colis[\\/]ColisList\.tsx$/;
/** The sign-in page (loaded by main.ts when no session is stored, and by App.tsx). */
const LOGIN = /[\\/]src[\\/]custom-pages[\\/]login[\\/]LoginPage\.tsx$/;

/**
 * Small modules main.ts runs itself, kept in its chunk (not in a group that main.ts would then wait
 * for): the start of the 10,000-parcel seed's worker, the keys it reads, the locale data's loading.
 */
const IN_ENTRY = /[\\/]src[\\/](demo[\\/](largeSeedWorkerStart|db[\\/]keys)|domain[\\/]locale)\.ts$/;

/** What main.ts loads of the demo backend with the app, answered in the page: the in-page backend. */
const DEMO_START = /[\\/]src[\\/]demo[\\/]browser\.ts$/;
/**
 * How the page reaches the demo backend, whichever answers: the transport, and the page's side of
 * the 10,000-parcel seed's worker (all the page loads of the demo backend with that seed).
 */
const DEMO_TRANSPORT = /[\\/]src[\\/]demo[\\/](transport|workerBackend)\.ts$/;

/**
 * Which modules the public tracking page, and the demo backend as the app starts it, import
 * statically, read from the module graph as it is parsed.
 */
function moduleGraph(): { plugin: Plugin; inPublicPage: (id: string) => boolean; inDemoStart: (id: string) => boolean; inDemoTransport: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  const closures = new Map<RegExp, Set<string>>();
  const closureOf = (roots: RegExp): Set<string> => {
    const cached = closures.get(roots);
    if (cached) return cached;
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
    inPublicPage: (id) => closureOf(PUBLIC).has(id),
    inDemoStart: (id) => closureOf(DEMO_START).has(id),
    inDemoTransport: (id) => closureOf(DEMO_TRANSPORT).has(id),
  };
}

const graph = moduleGraph();

/**
 * The modules the first screens need, as the bundler itself splits them: the shell (and what the
 * sign-in page and the list share), then what only the sign-in page or only the list uses.
 */
interface FirstScreen {
  shell: ReadonlySet<string>;
  login: ReadonlySet<string>;
  list: ReadonlySet<string>;
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

const PROBE = 'COLIS_CHUNK_PROBE';

/**
 * Which modules the first screens really use, found by a first build without groups (not written):
 * the chunks Rolldown gives the shell and the list, and the chunks they import. The module graph
 * alone cannot say it: through a library's index (MUI, react-admin) every component is imported,
 * while only the used ones are bundled, so a graph closure would put the whole app's MUI in the
 * first screen's chunk.
 */
async function probeFirstScreen(mode: string): Promise<FirstScreen> {
  process.env[PROBE] = '1';
  try {
    const result = await build({
      root: fileURLToPath(new URL('.', import.meta.url)),
      configFile: fileURLToPath(import.meta.url),
      mode,
      logLevel: 'silent',
      build: { write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as RolldownOutput[];
    const chunks = outputs.flatMap((output) => output.output).filter((item): item is OutputChunk => item.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const modulesFrom = (root: RegExp): Set<string> => {
      const seen = new Set<string>();
      const stack = chunks.filter((chunk) => chunk.facadeModuleId !== null && root.test(chunk.facadeModuleId)).map((chunk) => chunk.fileName);
      for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
        if (seen.has(name)) continue;
        seen.add(name);
        // Not into the entry (main.ts and Vite's preload helper, which every page loads).
        stack.push(...(byName.get(name)?.imports ?? []).filter((imported) => byName.get(imported)?.isEntry !== true));
      }
      return new Set([...seen].flatMap((name) => byName.get(name)?.moduleIds ?? []));
    };
    const [loginPage, listPage] = [modulesFrom(LOGIN), modulesFrom(LIST)];
    const shell = new Set([...modulesFrom(SHELL), ...[...loginPage].filter((id) => listPage.has(id))]);
    const login = new Set([...loginPage].filter((id) => !shell.has(id)));
    const list = new Set([...listPage].filter((id) => !shell.has(id)));
    return { shell, login, list };
  } finally {
    delete process.env[PROBE];
  }
}

/**
 * A few large, long-lived chunks instead of dozens of small ones: React and its router; the sign-in
 * page and the back-office's shell (its MUI, its libraries such as react-admin, its app code); the
 * parcel list's own code and components; the charts; the demo backend. Later pages keep Rolldown's
 * split (one chunk per lazily loaded page, and what they share). Each library sits in one group, and
 * the first screen's groups import nothing outside them, so no two chunks import each other.
 */
function chunkGroups(first: FirstScreen): (id: string) => string | null {
  return (id) => {
    // Vite's own helpers (the preload of dynamic imports) stay with the entry that every page loads.
    if (id.startsWith('\0') || DEMO_PDF.test(id) || UNGROUPED.test(id) || IN_ENTRY.test(id)) return null;
    // The demo backend: the part the public tracking page uses without MSW is a chunk of its own;
    // how the page reaches it another; what the app starts with in the page (the first screens'
    // handlers) a third; the rest loads on its first call.
    if (DEMO.test(id)) {
      if (graph.inPublicPage(id)) return 'demo-store';
      if (graph.inDemoTransport(id)) return 'demo-transport';
      return graph.inDemoStart(id) ? 'demo' : 'demo-later';
    }
    if (MSW.test(id)) return 'demo';
    if (REACT.test(id)) return 'react';
    if (CHARTS.test(id)) return 'charts';
    // The shims of libraries (src/shims/) go with the libraries that import them.
    const library = /[\\/](node_modules|src[\\/]shims)[\\/]/.test(id);
    const shell = first.shell.has(id);
    // What the public tracking page shares with the back-office (and the domain rules its slim demo
    // backend uses): a chunk of its own, so /suivi loads no more.
    const domain = /[\\/]src[\\/]domain[\\/]/.test(id);
    if (!library && graph.inPublicPage(id)) return shell || first.list.has(id) || first.login.has(id) || domain ? 'base' : null;
    if (first.list.has(id)) return 'list';
    // The sign-in page's domain rules that the in-page demo backend starts with (the sign-in write's
    // schema and its building blocks) go with the backend: the demo chunk would load the sign-in page's otherwise, on /colis too.
    if (first.login.has(id)) return domain && graph.inDemoStart(id) ? 'demo' : 'login';
    if (!shell) return domain ? (graph.inDemoStart(id) ? 'demo' : 'domain') : null;
    // The deferred loader goes with MUI, so that the app's and the other libraries' chunks, which
    // import MUI's, reach it without a cycle.
    if (MUI.test(id) || DEFERRED_LOADER.test(id)) return 'mui';
    return library ? 'vendor' : 'app';
  };
}

/*
 * The library patches of the browser build, each kept because it takes more than 4 KB gzip off the
 * first screen: docs/architecture.md ("Build patches") says what each replaces, why and what it
 * saves; tests/unit/buildPatches.test.ts fails when the library changes what a patch replaces.
 */

/** The shim of MUI's Tooltip, and how MUI's own components import the real one. */
export const TOOLTIP_SHIM = fileURLToPath(new URL('./src/shims/tooltip.tsx', import.meta.url));
export const TOOLTIP_FROM_MUI = /^\.\.?\/(\.\.\/)?Tooltip\/index\.mjs$/;

/**
 * MUI's Tooltip served by src/shims/tooltip.tsx, wherever it is imported from (react-admin's app
 * bar, menu, lists and buttons, this app's screens, MUI's own components): the real one, with
 * Popper.js, loads when a pointer or the keyboard first reaches a control that has one. The shim
 * imports the real component. The browser build only: tests and the dev server use MUI's directly.
 */
function deferredTooltip(): Plugin {
  return {
    name: 'deferred-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === TOOLTIP_SHIM || this.environment.config.build.ssr) return null;
      const insideMui = TOOLTIP_FROM_MUI.test(source) && /[\\/]@mui[\\/]material[\\/]/.test(importer);
      return insideMui || source === '@mui/material/Tooltip' ? TOOLTIP_SHIM : null;
    },
  };
}

/** A library module the browser build never runs, whatever imports it (see withoutUnusedModules). */
interface UnusedModule {
  file: RegExp;
  exports: readonly string[];
  /** What is left out, in the error thrown if it is ever called. */
  what: string;
}

export const UNUSED_IN_BROWSER: readonly UnusedModule[] = [
  // MUI builds and provides a theme with CSS variables only when it is created with `cssVariables`
  // or `colorSchemes`; src/layout/theme.ts uses neither, so MUI's ThemeProvider always takes its
  // plain path. createTheme and ThemeProvider import both anyway, with the CSS-variables machinery
  // behind them.
  {
    file: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/,
    exports: ['default', 'createGetCssVar'],
    what: 'Thème MUI à variables CSS',
  },
  {
    file: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProviderWithVars\.mjs$/,
    exports: ['CssVarsProvider', 'useColorScheme', 'getInitColorSchemeScript', 'Experimental_CssVarsProvider'],
    what: 'Thème MUI à variables CSS',
  },
  // axios takes the first adapter of `xhr`, `http`, `fetch` the platform has: in a browser always
  // `xhr` (the demo installs its own), so its fetch adapter, imported by the adapter table anyway,
  // never runs (nor its stream and multipart helpers).
  {
    file: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    exports: ['default', 'getFetch'],
    what: 'Adaptateur fetch d’axios',
  },
];

/**
 * Packages served by a module of this app, for every build and the dev server: MSW's cookie store
 * in the demo backend (never filled: the demo sets no cookie), and the `object.entries` polyfill
 * that react-admin's translations (node-polyglot) require (every browser the app supports has
 * Object.entries).
 */
export const LIBRARY_ALIASES = {
  'tough-cookie': fileURLToPath(new URL('./src/demo/shims/tough-cookie.ts', import.meta.url)),
  'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
};

/**
 * The modules of UNUSED_IN_BROWSER, served to the browser build as exports that throw if ever
 * called; every journey and the budget test run the build without reaching them.
 */
function withoutUnusedModules(): Plugin {
  return {
    name: 'without-unused-modules',
    apply: 'build',
    load(id) {
      const unused = this.environment.config.build.ssr ? undefined : UNUSED_IN_BROWSER.find(({ file }) => file.test(id));
      if (!unused) return null;
      return [
        `const unavailable = () => { throw new Error(${JSON.stringify(`${unused.what} : non inclus dans cette build (vite.config.ts)`)}); };`,
        ...unused.exports.map((name) => (name === 'default' ? 'export default unavailable;' : `export const ${name} = unavailable;`)),
      ].join('\n');
    },
  };
}

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => {
  // The browser build groups its chunks from a first, unwritten build (see probeFirstScreen); that
  // first build, the Node build and the dev server keep Rolldown's own split.
  const grouped = command === 'build' && !isSsrBuild && !process.env[PROBE];
  const groups = grouped ? chunkGroups(await probeFirstScreen(mode)) : null;
  return {
  plugins: [react(), graph.plugin, runtimeConfigFile(mode), deferredTooltip(), withoutUnusedModules()],
  // A literal, so the deployable build (and one made for a single server) drops the demo's code.
  define: { 'import.meta.env.DEMO_EMBEDDED': JSON.stringify(mode !== 'deploy' && !process.env.VITE_API_URL) },
  resolve: { alias: LIBRARY_ALIASES },
  // The 10,000-parcel demo backend runs in a module worker (src/demo/largeSeedWorker.ts); the chunks
  // only it loads (its handlers, jose) are named `worker-…`, so the budget test tells them from the page's.
  worker: { format: 'es', rolldownOptions: { output: { chunkFileNames: 'assets/worker-[name]-[hash].js' } } },
  server: { port: 5781, strictPort: true },
  preview: { port: 4781, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    // The Node build of the demo backend (npm run server) is one file, without the browser's groups.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: groups ? { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: groups, debugName: 'chunkGroups' }] } } } : {},
  },
  };
});
