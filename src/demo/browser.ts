import { deferred } from '../shims/deferred';
import { firstHandlers } from './handlers/first';
import { dispatcherOf } from './respond';
import { getDb, resetDb, SEED_KEY, STORAGE_KEY, VERSION_KEY } from './db/store';
import { sharedAcrossTabs, withWriteLock } from './tabs';
import { createChatSession, type ChatSession } from './chatbot/session';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';
import { isLargeSeedAsked, startLargeSeedWorker } from './largeSeedWorkerStart';

export interface DemoBackend {
  /** Answers one request of the app, on the store shared by the browser's tabs. */
  dispatch: (request: Request) => Promise<Response>;
  /** A new assistant session; each message it receives runs on the shared store. */
  openChat: (send: (frame: string) => void) => ChatSession;
}

/** The handlers after the first screens', loaded on the first call they may answer (again after a failed load). */
const laterHandlers = deferred(() => import('./handlers/later').then((module) => module.laterHandlers));

/**
 * The standard seed, answered in the page, its store shared by the browser's tabs. The handlers of
 * the first screens load with the app; the others on the first call none of those answers.
 */
function inPageBackend(): DemoBackend {
  getDb();
  return {
    dispatch: sharedAcrossTabs(dispatcherOf([() => firstHandlers, laterHandlers.load])),
    openChat: (send) => {
      const session = createChatSession(send);
      return { receive: (data) => void withWriteLock(() => session.receive(data)), close: session.close };
    },
  };
}

const WITHOUT_BODY = new Set([101, 204, 205, 304]);

/** The 10,000-parcel seed, answered by a worker (see largeSeedWorker.ts). */
function workerBackend(): DemoBackend {
  const { worker, failure } = startLargeSeedWorker();
  const unreachable = (event: ErrorEvent) => new Error(`Le serveur de démonstration ne répond pas : ${event.message}`);
  const pending = new Map<number, { resolve: (answer: Response) => void; reject: (error: unknown) => void }>();
  const chats = new Map<number, (frame: string) => void>();
  let sequence = 0;
  const post = (message: WorkerRequest, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  worker.onmessage = ({ data: message }: MessageEvent<WorkerAnswer>) => {
    if (message.kind === 'chat-frame') {
      chats.get(message.id)?.(message.data);
      return;
    }
    pending.get(message.id)?.resolve(new Response(WITHOUT_BODY.has(message.status) ? null : message.body, message));
    pending.delete(message.id);
  };
  worker.onerror = (event) => {
    for (const { reject } of pending.values()) reject(unreachable(event));
    pending.clear();
  };
  return {
    dispatch: async (request) => {
      const failed = failure();
      if (failed) throw unreachable(failed);
      const id = (sequence += 1);
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
      return new Promise<Response>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        post({ kind: 'http', id, method: request.method, url: request.url, headers: [...request.headers.entries()], body }, body ? [body] : []);
      });
    },
    openChat: (send) => {
      const id = (sequence += 1);
      chats.set(id, send);
      post({ kind: 'chat-open', id });
      return {
        receive: (data) => post({ kind: 'chat-frame', id, data: String(data) }),
        close: () => {
          chats.delete(id);
          post({ kind: 'chat-close', id });
        },
      };
    },
  };
}

/**
 * The demo backend in the browser, answered in the page (no service worker), or for the
 * 10,000-parcel seed in a worker. `?demo=reset` (before the `#`) restores the standard seed and
 * `?demo=large` chooses the 10,000-parcel seed for benchmarks.
 */
export function startDemoBackend(): DemoBackend {
  // The same choice main.ts made when it may have started the worker already.
  const large = isLargeSeedAsked();
  const url = new URL(window.location.href);
  const demo = url.searchParams.get('demo');
  if (demo === 'reset') resetDb('standard');
  if (demo === 'large') {
    window.localStorage.removeItem(STORAGE_KEY);
    window.localStorage.setItem(SEED_KEY, 'large');
    window.localStorage.setItem(VERSION_KEY, `large-${Date.now().toString(36)}`);
  }
  if (demo) {
    url.searchParams.delete('demo');
    window.history.replaceState(null, '', url.toString());
  }
  return large ? workerBackend() : inPageBackend();
}
