import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** Modules of the demo backend that the public tracking page uses without MSW (see src/demo/publicTransport.ts). */
const DEMO_STORE = /[\\/]src[\\/]demo[\\/]((db|seed)[\\/]|(publicTracking|publicTransport|realPaymentStatus|serializers|answers)\.ts$)/;
const DEMO_PDF = /[\\/]src[\\/]demo[\\/]pdf[\\/]/;
const DEMO = /[\\/]src[\\/]demo[\\/]/;
const MSW = nodeModule('msw|@mswjs|@open-draft|outvariant|strict-event-emitter|is-node-process|headers-polyfill|path-to-regexp|until-async|rettime|statuses|graphql');
const REACT = nodeModule('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|use-sync-external-store');
const MUI = nodeModule('@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|hoist-non-react-statics|@babel[\\\\/]runtime|react-is|dom-helpers');
/** The charts' libraries, loaded with the pages that draw them. */
const CHARTS = nodeModule('recharts|d3-[^\\\\/]+|victory-vendor|@reduxjs|immer|reselect|redux|redux-thunk|react-redux|decimal\\.js-light|es-toolkit|internmap|tiny-invariant');
/** Left to Rolldown: zod (shared by the app and the demo) and the PDF and QR code libraries (loaded when a document is drawn). */
const UNGROUPED = nodeModule('zod|pdf-lib|@pdf-lib|pako|tslib|qrcode|dijkstrajs|pngjs|encode-utf8');

/**
 * A few large, long-lived chunks instead of dozens of small ones: React and its router, MUI, the
 * rest of the back-office's libraries (react-admin...), the charts, the demo backend. Every library
 * belongs to one group or is left whole to Rolldown, so no two chunks import each other. The app's
 * own code keeps Rolldown's split, one chunk per lazily loaded page.
 */
function chunkGroup(id: string): string | null {
  if (DEMO_PDF.test(id) || UNGROUPED.test(id)) return null;
  if (DEMO_STORE.test(id)) return 'demo-store';
  if (DEMO.test(id) || MSW.test(id)) return 'demo';
  if (REACT.test(id)) return 'react';
  if (MUI.test(id)) return 'mui';
  if (CHARTS.test(id)) return 'charts';
  if (/[\\/]node_modules[\\/]/.test(id)) return 'vendor';
  return null;
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    // MSW's cookie store is never filled by the demo backend: see the shim's comment.
    alias: { 'tough-cookie': fileURLToPath(new URL('./src/demo/shims/tough-cookie.ts', import.meta.url)) },
  },
  server: { port: 5781, strictPort: true },
  preview: { port: 4781, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: chunkGroup, debugName: 'chunkGroup' }] } } },
  },
});
