import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { newDataDir, removeDataDir, signIn, startServer } from './serverProcess';

const dataDir = newDataDir();
afterAll(() => removeDataDir(dataDir));

/**
 * The store is written atomically after every change, before the answer leaves: a server killed
 * (SIGKILL, no chance to flush) in the middle of a burst of writes restarts from a whole file that
 * holds every write it answered.
 */
it('killed mid-burst of writes, the server restarts with every answered write', async () => {
  const first = await startServer(4865, dataDir, ['--reset']);
  const token = await signIn(first.url, 'admin');
  const answered: { id: number; nom: string }[] = [];
  let sent = 0;
  let killed = false;

  // Four writers at once, each sending categories one after another until the server is gone.
  const writer = async (lane: number) => {
    for (;;) {
      const nom = `Catégorie de charge ${lane}-${(sent += 1)}`;
      try {
        const answer = await fetch(`${first.url}/api/shipments/categories/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ nom, type_tarification: 'par_unite', prix_unitaire: 5 }),
        });
        expect(answer.status).toBe(201);
        answered.push({ id: ((await answer.json()) as { id: number }).id, nom });
      } catch (error) {
        if (killed) return;
        throw error;
      }
      if (answered.length === 40 && !killed) {
        killed = true;
        await first.stop('SIGKILL');
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(writer));
  expect(killed).toBe(true);
  expect(answered.length).toBeGreaterThanOrEqual(40);
  // Writes were still on their way when it died.
  expect(sent).toBeGreaterThan(answered.length);

  // The file on the disk is whole JSON, and the restarted server (no --reset) serves every answered write.
  expect(() => JSON.parse(readFileSync(join(dataDir, 'demo-store.json'), 'utf8'))).not.toThrow();
  const second = await startServer(4865, dataDir);
  try {
    const list = await fetch(`${second.url}/api/shipments/categories/?include_inactive=true`, { headers: { Authorization: `Bearer ${await signIn(second.url, 'admin')}` } });
    const body = (await list.json()) as { id: number; nom: string }[] | { results: { id: number; nom: string }[] };
    const stored = Array.isArray(body) ? body : body.results;
    const missing = answered.filter((write) => !stored.some((row) => row.id === write.id && row.nom === write.nom));
    expect(missing).toEqual([]);
  } finally {
    await second.stop();
  }
});
