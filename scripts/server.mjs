#!/usr/bin/env node
/**
 * npm run server — the demo backend as a real HTTP API (src/demo/http-server/): the same handlers
 * and seed as the in-browser demo, its store in a file, the assistant over a WebSocket. Options:
 * `npm run server -- --help`, and docs/demo-backend.md.
 */
import { importProgram } from './node-build.mjs';

const { main } = await importProgram('server');
await main(process.argv.slice(2), process.env);
