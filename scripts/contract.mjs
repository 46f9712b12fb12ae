#!/usr/bin/env node
/**
 * npm run contract -- --url URL --user U --password P [--otp CODE]
 * Reads every endpoint the app reads from a server and checks each answer against the app's own zod
 * schemas (src/contractCheck/). Exit code 0 when all fit, 1 on any mismatch or failure, 2 on bad usage.
 */
import { importProgram } from './node-build.mjs';

const { main } = await importProgram('contract');
process.exit(await main(process.argv.slice(2)));
