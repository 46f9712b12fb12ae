/**
 * Stands in for the `object.entries` polyfill (vite.config.ts, `LIBRARY_ALIASES`;
 * docs/architecture.md, "Build patches"). react-admin's translations (node-polyglot) require it;
 * every browser the app supports has Object.entries, and the polyfill brings its ES-spec helpers
 * (get-intrinsic, call-bind...: 4.8 KB gzip) to the sign-in page.
 */
module.exports = Object.entries;
