import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDataDir, removeDataDir, runContract, startServer, type ServerProcess } from './serverProcess';

/** `npm run contract` against `npm run server`, then against the same server with one field changed. */
describe('npm run contract against npm run server', () => {
  let server: ServerProcess;
  let broken: ServerProcess;

  beforeAll(async () => {
    [server, broken] = await Promise.all([startServer(4863, newDataDir(), ['--reset']), startServer(4864, newDataDir(), ['--reset', '--break-contract'])]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), broken?.stop()]);
    for (const running of [server, broken]) if (running) removeDataDir(running.dataDir);
  });

  it('every endpoint the app reads fits the contract: exit code 0, no mismatch, no failure', async () => {
    const { code, output } = await runContract(['--url', server.url, '--user', 'admin', '--password', 'demo1234']);
    expect(output).toMatch(/Résumé : \d+ lectures, \d+ conformes, 0 écart\(s\), 0 échec\(s\), 0 refusée\(s\) pour ce compte, 0 non vérifiée\(s\)/);
    expect(output).toContain('OK          200  GET /api/shipments/colis/statistiques/');
    expect(output).not.toMatch(/^(ÉCART|ÉCHEC)/m);
    expect(code).toBe(0);
  });

  it('one field of one answer changed by the test switch: exit code non-zero and that field named with what was expected', async () => {
    const { code, output } = await runContract(['--url', broken.url, '--user', 'admin', '--password', 'demo1234']);
    const mismatches = output.split('\n').filter((line) => line.startsWith('ÉCART'));
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatch(/^ÉCART {7}200 {2}GET \/api\/shipments\/colis\/statistiques\/ : champ « prets_expedition » : .*expected number, received string/);
    expect(output).toMatch(/Résumé : .* 1 écart\(s\), 0 échec\(s\)/);
    expect(code).toBe(1);
  });

  it('a refused sign-in stops the check with the reason, and never reads', async () => {
    const { code, output } = await runContract(['--url', server.url, '--user', 'admin', '--password', 'mauvais']);
    expect(output).toMatch(/Connexion refusée pour admin \(40\d\)/);
    expect(output).not.toContain('Résumé');
    expect(code).toBe(1);
  });
});
