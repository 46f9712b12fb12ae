import { OptionError, parseOptions, USAGE } from './options';
import { startDemoServer } from './index';

/** `npm run server` (scripts/server.mjs runs this once it is compiled). */
export async function main(argv: readonly string[], env: Record<string, string | undefined>): Promise<void> {
  let options;
  try {
    options = parseOptions(argv, env);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    console.error(`${error.message}\nUsage : ${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(`Usage : ${USAGE}`);
    return;
  }
  try {
    const server = await startDemoServer(options);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') console.error(`Le port ${options.port} est déjà pris : choisissez-en un autre (PORT=… ou --port …).`);
    else console.error('Le serveur de démonstration ne démarre pas :', error);
    process.exit(1);
  }
}
