import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A `npm run server` process started for a test, ready once it printed its address. */
export interface ServerProcess {
  url: string;
  dataDir: string;
  /** What the process printed so far. */
  output(): string;
  /** Ends the process (SIGTERM, or SIGKILL for the crash test) and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'colis-server-test-'));
export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export function startServer(port: number, dataDir: string, flags: readonly string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['scripts/server.mjs', '--port', String(port), '--data', dataDir, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const url = /Serveur de démonstration : (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => (output += String(more)));
      ready({
        url,
        dataDir,
        output: () => output,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('exit', (code) => fail(new Error(`Le serveur s'est arrêté (code ${code}) avant d'écouter :\n${output}`)));
  });
}

/** Runs `npm run contract` (scripts/contract.mjs) and returns its exit code and output. */
export function runContract(args: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, ['scripts/contract.mjs', ...args], (error, stdout, stderr) => {
      const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** Signs in over HTTP as a demo account and returns the access token. */
export async function signIn(url: string, login: string, password = 'demo1234'): Promise<string> {
  const answer = await fetch(`${url}/api/accounts/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (answer.status !== 200) throw new Error(`Connexion refusée (${answer.status}) : ${await answer.text()}`);
  return ((await answer.json()) as { access: string }).access;
}

/** A fresh `npm run server` (its own data folder, the seed reset) for the tests of one describe block. */
export function freshServer(port: number): { readonly url: string } {
  let server: ServerProcess | undefined;
  const dataDir = newDataDir();
  beforeAll(async () => {
    server = await startServer(port, dataDir, ['--reset']);
  });
  afterAll(async () => {
    await server?.stop();
    removeDataDir(dataDir);
  });
  return {
    get url() {
      if (!server) throw new Error('The server is not started yet');
      return server.url;
    },
  };
}

/** A signed-in POST with a JSON body (and an Idempotency-Key when given): the status and the JSON answer. */
export async function postJson(url: string, path: string, token: string, body: unknown, key?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

/** A signed-in GET's JSON answer. */
export async function getJson<T = Record<string, unknown>>(url: string, path: string, token: string): Promise<T> {
  return (await (await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
}
