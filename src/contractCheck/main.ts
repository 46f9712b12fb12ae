import { checkContract, SignInError, summary } from './run';

const USAGE = 'npm run contract -- --url URL --user U --password P [--otp CODE]';

function readArgs(argv: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].replace(/^--/, '').split(/=(.*)/s, 2);
    if (!argv[i].startsWith('--') || !['url', 'user', 'password', 'otp'].includes(name)) throw new Error(`Argument inattendu : ${argv[i]}`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`--${name} attend une valeur`);
    values[name] = value;
  }
  return values;
}

/** `npm run contract` (scripts/contract.mjs runs this once compiled): exit 0 when every read fits the contract. */
export async function main(argv: readonly string[]): Promise<number> {
  let args: Record<string, string>;
  try {
    args = readArgs(argv);
    if (!args.url || !args.user || !args.password) throw new Error('--url, --user et --password sont requis');
    if (!/^https?:\/\//.test(args.url)) throw new Error(`--url doit être une URL http(s) complète : ${args.url}`);
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage : ${USAGE}`);
    return 2;
  }
  console.log(`Vérification du contrat de ${args.url} (compte ${args.user}) : lectures seulement.`);
  try {
    const results = await checkContract({ url: args.url, user: args.user, password: args.password, otp: args.otp });
    const { line, passed } = summary(results);
    console.log(line);
    return passed ? 0 : 1;
  } catch (error) {
    console.error(error instanceof SignInError ? error.message : `La vérification s'est arrêtée : ${String(error)}`);
    return 1;
  }
}
