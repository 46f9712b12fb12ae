/**
 * The options of `npm run server`, from its arguments and the environment (an argument wins).
 *
 *   --port N        PORT        8000, like Django's own development server
 *   --host H        HOST        127.0.0.1 (loopback); 0.0.0.0 to share the store on an office network
 *   --data DIR      DATA_DIR    ./data (the store's file: DIR/demo-store.json)
 *   --origin O,…    CORS_ORIGINS  the app's origins allowed to call the API; default any loopback
 *                               origin (http://localhost:*, http://127.0.0.1:*); `*` allows any
 *   --reset                     start again from the standard seed (like ?demo=reset)
 *   --large                     start again from the 10,000-parcel seed (like ?demo=large)
 *   --static DIR                also serve a built app from DIR on the same origin
 *   --trust-proxy  TRUST_PROXY=1 behind one reverse proxy: the client's address is the last of
 *                               X-Forwarded-For (otherwise the socket's, whatever the headers say)
 *   --test-hooks   TEST_HOOKS=1 the test controls under /__demo/ (reset, token clock)
 *   --break-contract  BREAK_CONTRACT=1  a test switch: one field of one answer breaks the contract
 */
export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  origins: readonly string[];
  reset: boolean;
  large: boolean;
  staticDir: string | null;
  trustProxy: boolean;
  testHooks: boolean;
  breakContract: boolean;
}

export const DEFAULT_PORT = 8000;

export class OptionError extends Error {}

const FLAGS = new Set(['reset', 'large', 'trust-proxy', 'test-hooks', 'break-contract', 'help']);
const VALUES = new Set(['port', 'host', 'data', 'origin', 'static']);

export const USAGE = `npm run server -- [--port 8000] [--host 127.0.0.1] [--data ./data] [--origin URL,…] [--reset | --large] [--static DIR] [--trust-proxy] [--test-hooks] [--break-contract]`;

function readArgs(argv: readonly string[]): { flags: Set<string>; values: Map<string, string> } {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].replace(/^--/, '').split(/=(.*)/s, 2);
    if (!argv[i].startsWith('--')) throw new OptionError(`Argument inattendu : ${argv[i]}`);
    if (FLAGS.has(name)) flags.add(name);
    else if (VALUES.has(name)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new OptionError(`--${name} attend une valeur`);
      values.set(name, value);
    } else throw new OptionError(`Option inconnue : --${name}`);
  }
  return { flags, values };
}

function port(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new OptionError(`Port invalide : ${text}`);
  return value;
}

/** An origin as a browser sends it (`http://localhost:5781`), or `*`. */
function origin(text: string): string {
  if (text === '*') return text;
  try {
    const url = new URL(text);
    if (url.origin === 'null') throw new Error('opaque');
    return url.origin;
  } catch {
    throw new OptionError(`Origine invalide : ${text} (attendu : http(s)://hôte[:port])`);
  }
}

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): ServerOptions & { help: boolean } {
  const { flags, values } = readArgs(argv);
  const originText = values.get('origin') ?? env.CORS_ORIGINS ?? '';
  if (flags.has('reset') && flags.has('large')) throw new OptionError('--reset et --large ne vont pas ensemble : --large repart déjà de zéro');
  return {
    help: flags.has('help'),
    port: port(values.get('port') ?? env.PORT ?? String(DEFAULT_PORT)),
    host: values.get('host') ?? env.HOST ?? '127.0.0.1',
    dataDir: values.get('data') ?? env.DATA_DIR ?? 'data',
    origins: originText
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map(origin),
    reset: flags.has('reset'),
    large: flags.has('large'),
    staticDir: values.get('static') ?? null,
    trustProxy: flags.has('trust-proxy') || env.TRUST_PROXY === '1',
    testHooks: flags.has('test-hooks') || env.TEST_HOOKS === '1',
    breakContract: flags.has('break-contract') || env.BREAK_CONTRACT === '1',
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a browser page of this origin may call the API: listed, or any loopback page when none is listed. */
export function isAllowedOrigin(candidate: string, origins: readonly string[]): boolean {
  if (origins.includes('*') || origins.includes(candidate)) return true;
  if (origins.length > 0) return false;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}
