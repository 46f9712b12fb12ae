/**
 * Stands in for the `object.entries` polyfill (a Vite alias, see vite.config.ts). react-admin's
 * translations (node-polyglot) require it; every browser the app supports has Object.entries, and
 * the polyfill brings about 40 KB of ES-spec helpers (get-intrinsic, call-bind...) to the sign-in page.
 */
module.exports = Object.entries;
