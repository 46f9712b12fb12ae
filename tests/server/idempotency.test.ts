import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import { colisBody } from '../fixtures/colisBody';
import { newDataDir, removeDataDir, signIn, startServer, type ServerProcess } from './serverProcess';

/**
 * `Idempotency-Key` over real HTTP (`npm run server`): a create sent again with its key is answered
 * with the first answer and writes nothing; the key is the user's; it survives a restart.
 */
const PORT = 4837;

describe('npm run server: creates with an Idempotency-Key', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = newDataDir();
    server = await startServer(PORT, dataDir, ['--reset']);
  });
  afterAll(async () => {
    await server?.stop();
    removeDataDir(dataDir);
  });

  const post = (path: string, token: string, body: unknown, key: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  const count = async (path: string, token: string): Promise<number> => {
    const answer = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const page = (await answer.json()) as { count?: number; results?: unknown[] } | unknown[];
    return Array.isArray(page) ? page.length : (page.count ?? page.results?.length ?? 0);
  };
  const parcels = (token: string) => count(`${endpoints.colis.list}?page_size=1`, token);

  it('a parcel sent twice with one key: one parcel, the same answer; another body under that key: 422, nothing written', async () => {
    const token = await signIn(server.url, 'agent.ca');
    const before = await parcels(token);
    const first = await post(endpoints.colis.list, token, colisBody(), 'http-colis-1');
    const again = await post(endpoints.colis.list, token, colisBody(), 'http-colis-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    const [made, replayed] = [(await first.json()) as { id: number; tracking_number: string }, (await again.json()) as { id: number; tracking_number: string }];
    expect(replayed).toEqual(made);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await parcels(token)).toBe(before + 1);

    const other = await post(endpoints.colis.list, token, colisBody({ destinataire_prenom: 'Mariama' }), 'http-colis-1');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { detail: string }).detail).toMatch(/^Cette clé d'idempotence a déjà servi pour une autre demande/);
    expect(await parcels(token)).toBe(before + 1);
  });

  it("another user's keys are separate: the same key from a second agent makes a second parcel", async () => {
    const [canada, manager] = [await signIn(server.url, 'agent.ca'), await signIn(server.url, 'manager')];
    const before = await parcels(canada);
    const mine = (await (await post(endpoints.colis.list, canada, colisBody(), 'http-commune')).json()) as { id: number };
    const theirs = await post(endpoints.colis.list, manager, colisBody(), 'http-commune');
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(((await theirs.json()) as { id: number }).id).not.toBe(mine.id);
    expect(await parcels(canada)).toBe(before + 2);
  });

  it('a manual payment and a manifest sent twice with their keys are each recorded once', async () => {
    const token = await signIn(server.url, 'agent.ca');
    const parcel = (await (await post(endpoints.colis.list, token, colisBody(), 'http-colis-paiement')).json()) as { id: number; montant_total_a_payer: number };
    const payment = { colis_id: parcel.id, montant: 10, methode: 'especes', pays: 'CA', transaction_id: 'RECU-HTTP-1' };
    const paid = await post(endpoints.paiements.processManualPayment, token, payment, 'http-paiement-1');
    const paidAgain = await post(endpoints.paiements.processManualPayment, token, payment, 'http-paiement-1');
    expect([paid.status, paidAgain.status]).toEqual([201, 201]);
    expect(await paidAgain.json()).toEqual(await paid.json());
    expect(await count(`${endpoints.paiements.byColis}?colis_id=${parcel.id}`, token)).toBe(1);

    const manifests = await count(endpoints.bordereaux.list, token);
    const manifest = { colis_ids: [parcel.id], notes: 'Départ du lundi' };
    const made = await post(endpoints.bordereaux.list, token, manifest, 'http-bordereau-1');
    const madeAgain = await post(endpoints.bordereaux.list, token, manifest, 'http-bordereau-1');
    expect([made.status, madeAgain.status]).toEqual([201, 201]);
    expect(((await madeAgain.json()) as { numero_bordereau: string }).numero_bordereau).toBe(((await made.json()) as { numero_bordereau: string }).numero_bordereau);
    expect(await count(endpoints.bordereaux.list, token)).toBe(manifests + 1);
  });

  it('keeps the keys across a restart: the retry after the restart gets the first answer', async () => {
    const token = await signIn(server.url, 'agent.ca');
    const first = (await (await post(endpoints.colis.list, token, colisBody(), 'http-redemarrage')).json()) as { id: number };
    const before = await parcels(token);
    await server.stop();
    server = await startServer(PORT, dataDir);
    const again = await post(endpoints.colis.list, await signIn(server.url, 'agent.ca'), colisBody(), 'http-redemarrage');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: number }).id).toBe(first.id);
    expect(await parcels(await signIn(server.url, 'agent.ca'))).toBe(before);
  });

  it('the app on another origin may send the key and read that an answer was replayed (CORS)', async () => {
    const preflight = await fetch(`${server.url}${endpoints.colis.list}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4838', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/i);
    const token = await signIn(server.url, 'agent.ca');
    const answer = await fetch(`${server.url}${endpoints.colis.list}?page_size=1`, { headers: { Authorization: `Bearer ${token}`, Origin: 'http://127.0.0.1:4838' } });
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/Idempotent-Replayed/);
  });
});
