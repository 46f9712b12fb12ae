import { dispatch } from './dispatcher';
import { getDb, resetDb } from './db/store';
import { sharedAcrossTabs, withWriteLock } from './tabs';
import { createChatSession, type ChatSession } from './chatbot/session';

export interface DemoBackend {
  /** Answers one request of the app, on the store shared by the browser's tabs. */
  dispatch: (request: Request) => Promise<Response>;
  /** A new assistant session; each message it receives runs on the shared store. */
  openChat: (send: (frame: string) => void) => ChatSession;
}

/**
 * The demo backend in the browser, answered in the page (no service worker). `?demo=reset`
 * (before the `#`) restores the standard seed and `?demo=large` loads the 10,000-parcel seed for
 * benchmarks.
 */
export function startDemoBackend(): DemoBackend {
  const url = new URL(window.location.href);
  const demo = url.searchParams.get('demo');
  if (demo === 'reset' || demo === 'large') {
    resetDb(demo === 'large' ? 'large' : 'standard');
    url.searchParams.delete('demo');
    window.history.replaceState(null, '', url.toString());
  } else {
    getDb();
  }
  return {
    dispatch: sharedAcrossTabs(dispatch),
    openChat: (send) => {
      const session = createChatSession(send);
      return { receive: (data) => void withWriteLock(() => session.receive(data)), close: session.close };
    },
  };
}
