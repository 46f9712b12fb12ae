/**
 * The demo backend for a Node HTTP server (scripts/demo-server.mjs): the same dispatcher as the
 * browser's, on a store kept in the server's memory (one source of truth for every client).
 */
export { dispatch } from './dispatcher';
export { resetDb } from './db/store';
