import { describe, expect, it } from 'vitest';
import axios from 'axios';
import { http } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { refreshResponseSchema } from '../../src/dataProvider/contract/accounts';
import {
  createRefresher,
  NoRefreshTokenError,
  RefreshRefusedError,
  type ExclusiveLocks,
} from '../../src/dataProvider/tokenRefresh';
import { signIn } from '../components/render';

/**
 * Two tabs of one browser, simulated: each tab has its own refresher (its own in-flight state), both
 * read and write the one localStorage of this test, and both ask the one lock manager of the
 * browser (a FIFO exclusive lock per name, as the Web Locks API grants them).
 */
function browserLockManager(): ExclusiveLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/** The real refresh call, answered by the demo backend. */
async function postRefresh(refresh: string) {
  const response = await axios.post(endpoints.auth.refresh, { refresh });
  return refreshResponseSchema.parse(response.data);
}

function countRefreshes() {
  const calls: string[] = [];
  server.use(
    http.post(endpoints.auth.refresh, async ({ request }) => {
      calls.push(((await request.clone().json()) as { refresh: string }).refresh);
    }),
  );
  return calls;
}

function openTab(locks: ExclusiveLocks, requestRefresh = postRefresh) {
  return createRefresher({ tokens: tokenStore, locks, requestRefresh });
}

describe('token refresh shared by the tabs of one browser (rotation and blacklist on)', () => {
  it('two tabs hit a 401 together: one refresh for both, both keep the session, the old refresh token is blacklisted', async () => {
    await signIn('agent.ca');
    const signedIn = tokenStore.get();
    if (!signedIn) throw new Error('session attendue');
    const locks = browserLockManager();
    const tabA = openTab(locks);
    const tabB = openTab(locks);
    const refreshes = countRefreshes();

    const [accessA, accessB] = await Promise.all([tabA(signedIn.access), tabB(signedIn.access)]);

    expect(refreshes).toEqual([signedIn.refresh]);
    expect(accessA).toBe(accessB);
    const stored = tokenStore.get();
    expect(stored?.access).toBe(accessA);
    expect(stored?.refresh).not.toBe(signedIn.refresh);
    expect(stored?.user.username).toBe('agent.ca');
    // SimpleJWT's BLACKLIST_AFTER_ROTATION: the first refresh token does not work a second time.
    const reused = await postRefresh(signedIn.refresh).catch((error: unknown) => error);
    expect(axios.isAxiosError(reused) && reused.response?.status).toBe(401);
  });

  it('many requests of both tabs, then a second expiry: still one refresh per expiry, each with the latest refresh token', async () => {
    await signIn('agent.ca');
    const first = tokenStore.get();
    if (!first) throw new Error('session attendue');
    const locks = browserLockManager();
    const tabs = [openTab(locks), openTab(locks)];
    const refreshes = countRefreshes();

    await Promise.all(Array.from({ length: 6 }, (_, i) => tabs[i % 2](first.access)));
    const second = tokenStore.get();
    if (!second) throw new Error('session attendue');
    await Promise.all(Array.from({ length: 6 }, (_, i) => tabs[i % 2](second.access)));

    expect(refreshes).toEqual([first.refresh, second.refresh]);
    expect(tokenStore.get()?.refresh).not.toBe(second.refresh);
  });

  it('a refresh refused because another tab (without the lock) used the token first keeps that tab’s renewed session', async () => {
    await signIn('agent.ca');
    const signedIn = tokenStore.get();
    if (!signedIn) throw new Error('session attendue');
    // Tab B refreshes first and saves; tab A's refresh with the same token then comes back refused.
    const tabB = openTab(browserLockManager());
    const tabA = openTab(browserLockManager(), async (refresh) => {
      await tabB(signedIn.access);
      return postRefresh(refresh);
    });

    const access = await tabA(signedIn.access);

    const renewed = tokenStore.get();
    expect(renewed?.refresh).not.toBe(signedIn.refresh);
    expect(access).toBe(renewed?.access);
  });

  it('a request that left with an old token, after another tab renewed: no refresh at all, the stored token is used', async () => {
    await signIn('agent.ca');
    const signedIn = tokenStore.get();
    if (!signedIn) throw new Error('session attendue');
    const locks = browserLockManager();
    await openTab(locks)(signedIn.access);
    const refreshes = countRefreshes();

    const access = await openTab(locks)(signedIn.access);

    expect(refreshes).toEqual([]);
    expect(access).toBe(tokenStore.getAccess());
  });

  it('a refused refresh with nobody renewing: RefreshRefusedError names the token, and clearing with it keeps any newer session', async () => {
    await signIn('agent.ca');
    tokenStore.update({ refresh: 'demo.refus.refus' });
    const signedIn = tokenStore.get();
    if (!signedIn) throw new Error('session attendue');
    const failure = await openTab(browserLockManager())(signedIn.access).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RefreshRefusedError);
    expect((failure as RefreshRefusedError).refresh).toBe('demo.refus.refus');

    tokenStore.update({ refresh: 'demo.nouveau.nouveau' });
    tokenStore.clearIfRefresh('demo.refus.refus');
    expect(tokenStore.get()?.refresh).toBe('demo.nouveau.nouveau');
    tokenStore.clearIfRefresh('demo.nouveau.nouveau');
    expect(tokenStore.get()).toBeNull();
  });

  it('renewed tokens are not written over a session that was replaced meanwhile (someone signed in again)', async () => {
    await signIn('agent.ca');
    const old = tokenStore.get();
    if (!old) throw new Error('session attendue');
    const tab = openTab(browserLockManager(), async (refresh) => {
      const renewed = await postRefresh(refresh);
      await signIn('comptable');
      return renewed;
    });

    const access = await tab(old.access);

    expect(tokenStore.getUser()?.username).toBe('comptable');
    expect(access).toBe(tokenStore.getAccess());
  });

  it('without any stored session there is nothing to refresh with', async () => {
    await expect(openTab(browserLockManager())(null)).rejects.toBeInstanceOf(NoRefreshTokenError);
  });
});
