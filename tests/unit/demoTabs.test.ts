import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/dataProvider/endpoints';
import type { DemoBackend } from '../../src/demo/browser';

/**
 * Two tabs of one browser: two copies of the demo backend's modules (each tab has its own memory)
 * over one localStorage and one Web Locks manager, as in Chromium.
 */
const ORIGIN = window.location.origin;

/** A FIFO lock per name, shared by the simulated tabs (the tests' DOM has no Web Locks). */
function installLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

async function openTab(): Promise<DemoBackend> {
  vi.resetModules();
  const { startDemoBackend } = await import('../../src/demo/browser');
  return startDemoBackend();
}

const json = (method: string, path: string, token: string, body?: unknown) =>
  new Request(`${ORIGIN}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signIn(tab: DemoBackend): Promise<string> {
  const response = await tab.dispatch(new Request(`${ORIGIN}${endpoints.auth.token}`, { method: 'POST', body: JSON.stringify({ login: 'admin', password: 'demo1234' }) }));
  return ((await response.json()) as { access: string }).access;
}

async function paymentsOf(tab: DemoBackend, token: string, colisId: number): Promise<string[]> {
  const response = await tab.dispatch(json('GET', `${endpoints.paiements.byColis}?colis_id=${colisId}`, token));
  return ((await response.json()) as { transaction_id: string | null }[]).map((p) => p.transaction_id ?? '');
}

const pay = (tab: DemoBackend, token: string, colisId: number, transactionId: string) =>
  tab.dispatch(json('POST', endpoints.paiements.processManualPayment, token, { colis_id: colisId, montant: 1, methode: 'especes', transaction_id: transactionId }));

/** A parcel of the seed with something left to pay. */
async function unpaidParcel(tab: DemoBackend, token: string): Promise<number> {
  const response = await tab.dispatch(json('GET', `${endpoints.colis.list}?page_size=50`, token));
  const page = (await response.json()) as { results: { id: number; statut_paiement: string }[] };
  const colis = page.results.find((c) => c.statut_paiement === 'non_paye');
  if (!colis) throw new Error('pas de colis impayé dans la graine');
  return colis.id;
}

beforeEach(() => {
  installLocks();
  window.history.replaceState(null, '', '/?demo=reset');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  window.history.replaceState(null, '', '/');
});

describe('tabs of one browser share one demo store', () => {
  it('a write in tab B is seen by tab A’s next read, and A’s later write keeps B’s', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const tokenA = await signIn(tabA);
    const tokenB = await signIn(tabB);
    const colisId = await unpaidParcel(tabA, tokenA);
    expect(await paymentsOf(tabA, tokenA, colisId)).toEqual([]);

    expect((await pay(tabB, tokenB, colisId, 'B-1')).status).toBe(201);
    expect(await paymentsOf(tabA, tokenA, colisId)).toEqual(['B-1']);

    expect((await pay(tabA, tokenA, colisId, 'A-1')).status).toBe(201);
    expect((await paymentsOf(tabB, tokenB, colisId)).sort()).toEqual(['A-1', 'B-1']);
  });

  it('two writes at the same moment in two tabs both survive (the write lock)', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const tokenA = await signIn(tabA);
    const tokenB = await signIn(tabB);
    const colisId = await unpaidParcel(tabA, tokenA);
    const answers = await Promise.all([pay(tabA, tokenA, colisId, 'A-2'), pay(tabB, tokenB, colisId, 'B-2'), pay(tabA, tokenA, colisId, 'A-3')]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await paymentsOf(tabA, tokenA, colisId)).sort()).toEqual(['A-2', 'A-3', 'B-2']);
    expect((await paymentsOf(tabB, tokenB, colisId)).sort()).toEqual(['A-2', 'A-3', 'B-2']);
  });

  it('a tab that opens later starts from what the others saved, not from the seed', async () => {
    const tabA = await openTab();
    const tokenA = await signIn(tabA);
    const colisId = await unpaidParcel(tabA, tokenA);
    await pay(tabA, tokenA, colisId, 'A-4');
    window.history.replaceState(null, '', '/');
    const tabC = await openTab();
    expect(await paymentsOf(tabC, await signIn(tabC), colisId)).toEqual(['A-4']);
  });

  it('the assistant’s confirmed action is a write like any other: seen by the other tab', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const tokenA = await signIn(tabA);
    const tokenB = await signIn(tabB);
    const list = await tabA.dispatch(json('GET', `${endpoints.colis.list}?statut=expedie&page_size=1`, tokenA));
    const [colis] = ((await list.json()) as { results: { id: number; code_suivi: string }[] }).results;
    const frames: Record<string, unknown>[] = [];
    const chat = (await tabB.chat())((frame) => frames.push(JSON.parse(frame) as Record<string, unknown>));
    chat.receive(JSON.stringify({ type: 'authenticate', token: tokenB }));
    chat.receive(JSON.stringify({ type: 'chat_message', content: `statut ${colis.code_suivi}` }));
    const action = await vi.waitFor(() => {
      const message = frames.find((f) => f.type === 'assistant_message' && Array.isArray(f.actions) && f.actions.length > 0);
      if (!message) throw new Error('pas encore de réponse');
      return (message.actions as { id: string }[])[0];
    });
    chat.receive(JSON.stringify({ type: 'action_confirmation', action_id: action.id, confirmed: true }));
    await vi.waitFor(() => expect(frames.some((f) => f.type === 'action_completed')).toBe(true));
    const detail = await tabA.dispatch(json('GET', endpoints.colis.detail(colis.id), tokenA));
    expect(((await detail.json()) as { statut: string }).statut).toBe('arrive');
  });
});
