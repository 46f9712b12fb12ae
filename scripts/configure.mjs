#!/usr/bin/env node
/**
 * npm run configure -- --api URL [--ws URL] [--dir dist]
 * Writes the deployed app's runtime configuration (DIR/config.json, read by the app at start-up):
 * the same edit a host makes by hand after dropping dist/ on a web server.
 */
import { writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const value = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const api = value('api');
const dir = value('dir') ?? 'dist';
if (!api || !/^https?:\/\//.test(api)) {
  console.error('Usage : npm run configure -- --api https://api.exemple.com [--ws wss://api.exemple.com] [--dir dist]');
  process.exit(2);
}
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`Aucune application construite dans ${dir} : lancez d'abord npm run build.`);
  process.exit(2);
}
const config = { apiUrl: api.replace(/\/+$/, ''), wsUrl: value('ws') ?? '' };
writeFileSync(join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`${join(dir, 'config.json')} : ${JSON.stringify(config)}`);
