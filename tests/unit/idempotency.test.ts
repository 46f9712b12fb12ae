import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../src/demo/dispatcher';
import { endpoints } from '../../src/dataProvider/endpoints';
import { getDb } from '../../src/demo/db/store';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS } from '../../src/demo/idempotency';
import { colisBody } from '../fixtures/colisBody';

/** The demo dispatcher's `Idempotency-Key` (the page and `npm run server` answer through it). */
const ORIGIN = 'http://demo.local';

async function tokenOf(login: string): Promise<string> {
  const response = await dispatch(new Request(`${ORIGIN}${endpoints.auth.token}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ login, password: 'demo1234' }) }));
  return ((await response.json()) as { access: string }).access;
}

const create = (path: string, body: unknown, token: string | null, key?: string) =>
  dispatch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(key !== undefined ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    }),
  );

afterEach(() => vi.useRealTimers());

describe('Idempotency-Key on the demo dispatcher', () => {
  it('the same parcel sent twice with one key: one parcel, the same answer again, marked replayed', async () => {
    const token = await tokenOf('agent.ca');
    const before = getDb().colis.length;
    const first = await create(endpoints.colis.list, colisBody(), token, 'cle-colis-1');
    const again = await create(endpoints.colis.list, colisBody(), token, 'cle-colis-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(getDb().colis).toHaveLength(before + 1);
  });

  it('the same key with another body is refused with 422 and a French detail, and writes nothing', async () => {
    const token = await tokenOf('agent.ca');
    await create(endpoints.colis.list, colisBody(), token, 'cle-colis-2');
    const count = getDb().colis.length;
    const other = await create(endpoints.colis.list, colisBody({ destinataire_nom: 'Diallo' }), token, 'cle-colis-2');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(getDb().colis).toHaveLength(count);
  });

  it("another user's key is theirs: the same key from two users makes two records", async () => {
    const [canada, manager] = [await tokenOf('agent.ca'), await tokenOf('manager')];
    const before = getDb().colis.length;
    const mine = await create(endpoints.colis.list, colisBody(), canada, 'cle-partagee');
    const theirs = await create(endpoints.colis.list, colisBody(), manager, 'cle-partagee');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(((await theirs.json()) as { id: number }).id).not.toBe(((await mine.json()) as { id: number }).id);
    expect(getDb().colis).toHaveLength(before + 2);
  });

  it('a refusal is not kept: the corrected request under the same key is made once', async () => {
    const token = await tokenOf('agent.ca');
    const before = getDb().colis.length;
    const refused = await create(endpoints.colis.list, colisBody({ expediteur_nom: '' }), token, 'cle-corrigee');
    expect(refused.status).toBe(400);
    const corrected = await create(endpoints.colis.list, colisBody(), token, 'cle-corrigee');
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await create(endpoints.colis.list, colisBody(), token, 'cle-corrigee')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(getDb().colis).toHaveLength(before + 1);
  });

  it('two presses at once: one record, the second one told to try again (409)', async () => {
    const token = await tokenOf('agent.ca');
    const before = getDb().colis.length;
    const answers = await Promise.all([create(endpoints.colis.list, colisBody(), token, 'cle-double'), create(endpoints.colis.list, colisBody(), token, 'cle-double')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(getDb().colis).toHaveLength(before + 1);
    expect((await create(endpoints.colis.list, colisBody(), token, 'cle-double')).headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('keeps a key 24 hours: after that, the same key is a new write', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const category = { nom: 'Instruments', type_tarification: 'par_unite', prix_unitaire: 12, devise_creation: 'CAD', mots_cles_detection: ['guitare'] };
    const before = getDb().categories.length;
    expect((await create(endpoints.categories.list, category, await tokenOf('admin'), 'cle-categorie')).status).toBe(201);
    vi.setSystemTime(Date.now() + IDEMPOTENCY_TTL_MS - 1000);
    expect((await create(endpoints.categories.list, category, await tokenOf('admin'), 'cle-categorie')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(getDb().categories).toHaveLength(before + 1);
    vi.setSystemTime(Date.now() + 2000);
    // A day later the key is forgotten: the request is handled anew (and refused, the name is taken).
    const later = await create(endpoints.categories.list, category, await tokenOf('admin'), 'cle-categorie');
    expect(later.status).toBe(400);
    expect(await later.json()).toEqual({ nom: ['Une catégorie porte déjà ce nom.'] });
    expect(getDb().idempotentAnswers).toEqual({});
  });

  it('an empty or oversized key is refused with 400; a request without a key is answered as before', async () => {
    const token = await tokenOf('agent.ca');
    expect((await create(endpoints.colis.list, colisBody(), token, ' ')).status).toBe(400);
    expect(await (await create(endpoints.colis.list, colisBody(), token, 'x'.repeat(256))).json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.invalidKey, code: 'IDEMPOTENCY_KEY_INVALID' });
    const before = getDb().colis.length;
    await create(endpoints.colis.list, colisBody(), token);
    await create(endpoints.colis.list, colisBody(), token);
    expect(getDb().colis).toHaveLength(before + 2);
  });
});
