import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_KEY, STORAGE_KEY } from '../../src/demo/db/keys';

/**
 * The 10,000-parcel seed's worker, started by main.ts before the demo backend's code arrives
 * (issue #17). The tests' DOM has no Worker: a stand-in records how often one is made and can fail
 * the way a worker whose code does not load fails (an error event, before anyone listens).
 */
class StandInWorker extends EventTarget {
  static made = 0;
  static failAtStart = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly url: string;

  constructor(url: URL | string) {
    super();
    StandInWorker.made += 1;
    this.url = String(url);
    if (StandInWorker.failAtStart) {
      queueMicrotask(() => {
        const event = new ErrorEvent('error', { message: 'le code du serveur ne se charge pas' });
        this.dispatchEvent(event);
        this.onerror?.(event);
      });
    }
  }

  postMessage(): void {}
}

beforeEach(() => {
  StandInWorker.made = 0;
  StandInWorker.failAtStart = false;
  vi.stubGlobal('Worker', StandInWorker);
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('which seed main.ts starts a worker for', () => {
  it('the large seed when the URL asks for it or it was chosen before, not when the URL resets the demo', async () => {
    const { isLargeSeedAsked } = await import('../../src/demo/largeSeedWorkerStart');
    expect(isLargeSeedAsked()).toBe(false);
    window.history.replaceState(null, '', '/?demo=large');
    expect(isLargeSeedAsked()).toBe(true);
    window.history.replaceState(null, '', '/');
    window.localStorage.setItem(SEED_KEY, 'large');
    expect(isLargeSeedAsked()).toBe(true);
    window.history.replaceState(null, '', '/?demo=reset');
    expect(isLargeSeedAsked()).toBe(false);
  });
});

describe('the page side of the worker', () => {
  it('?demo=large chooses the large seed for the next loads, drops the stored standard one and leaves the address', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{"seed":"standard"}');
    window.history.replaceState(null, '', '/?demo=large#/colis');
    const { startWorkerBackend } = await import('../../src/demo/workerBackend');
    startWorkerBackend();
    expect(window.localStorage.getItem(SEED_KEY)).toBe('large');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/colis');
  });
});

describe('the worker main.ts started early', () => {
  it('is the one the demo backend answers with: one worker, not two', async () => {
    window.localStorage.setItem(SEED_KEY, 'large');
    const { startLargeSeedWorker } = await import('../../src/demo/largeSeedWorkerStart');
    const early = startLargeSeedWorker();
    const { startWorkerBackend } = await import('../../src/demo/workerBackend');
    startWorkerBackend();
    expect(StandInWorker.made).toBe(1);
    expect(String((early.worker as unknown as StandInWorker).url)).toMatch(/largeSeedWorker/);
  });

  it('failed before the app asked anything: its first request gets the French error instead of waiting forever', async () => {
    window.localStorage.setItem(SEED_KEY, 'large');
    StandInWorker.failAtStart = true;
    const { startLargeSeedWorker } = await import('../../src/demo/largeSeedWorkerStart');
    startLargeSeedWorker();
    await Promise.resolve();
    const { startWorkerBackend } = await import('../../src/demo/workerBackend');
    const backend = startWorkerBackend();
    await expect(backend.dispatch(new Request(`${window.location.origin}/api/colis/`))).rejects.toThrow(
      'Le serveur de démonstration ne répond pas : le code du serveur ne se charge pas',
    );
  });
});
