import { dispatchInStages } from './stagedDispatch';
import { getDb, resetDb } from './db/store';
import { sharedAcrossTabs, withWriteLock } from './tabs';
import type { ChatSession } from './chatbot/session';
import { takeDemoParam } from './largeSeedWorkerStart';

export interface DemoBackend {
  /** Answers one request of the app (in the page, on the store the browser's tabs share). */
  dispatch: (request: Request) => Promise<Response>;
  /**
   * Loads the assistant (on its first use: the first screens do not need it), then opens sessions
   * with it; each message a session receives runs on the demo store.
   */
  chat: () => Promise<(send: (frame: string) => void) => ChatSession>;
}

/** The standard seed, answered in the page, its store shared by the browser's tabs. */
function inPageBackend(): DemoBackend {
  getDb();
  return {
    dispatch: sharedAcrossTabs(dispatchInStages),
    chat: async () => {
      const { createChatSession } = await import('./chatbot/session');
      return (send) => {
        const session = createChatSession(send);
        return { receive: (data) => void withWriteLock(() => session.receive(data)), close: session.close };
      };
    },
  };
}

/**
 * The demo backend in the browser over the standard seed, answered in the page (no service
 * worker); `?demo=reset` (before the `#`) restores that seed. The 10,000-parcel seed is answered by
 * a worker instead (workerBackend.ts): main.ts loads one or the other, never both.
 */
export function startDemoBackend(): DemoBackend {
  if (takeDemoParam() === 'reset') resetDb('standard');
  return inPageBackend();
}
