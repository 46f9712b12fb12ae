import { SEED_KEY, STORAGE_KEY, VERSION_KEY } from './db/keys';
import type { DemoBackend } from './browser';
import { startLargeSeedWorker, takeDemoParam } from './largeSeedWorkerStart';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';
import { browserSigningSecret } from './signingSecret';

/**
 * The page's side of the demo backend over the 10,000-parcel seed, answered by a worker (see
 * largeSeedWorker.ts): requests and assistant messages go to it and its answers come back. This is
 * all the page loads of the demo backend in that mode (not the in-page backend of browser.ts, its
 * store and handlers, which the worker has). `?demo=large` (before the `#`) chooses that seed.
 */
export function startWorkerBackend(): DemoBackend {
  if (takeDemoParam() === 'large') {
    window.localStorage.removeItem(STORAGE_KEY);
    window.localStorage.setItem(SEED_KEY, 'large');
    window.localStorage.setItem(VERSION_KEY, `large-${Date.now().toString(36)}`);
  }
  return workerBackend();
}

/** Statuses a `Response` is made without a body for. */
const WITHOUT_BODY = new Set([101, 204, 205, 304]);

function workerBackend(): DemoBackend {
  const { worker, failure } = startLargeSeedWorker();
  const unreachable = (event: ErrorEvent) => new Error(`Le serveur de démonstration ne répond pas : ${event.message}`);
  const pending = new Map<number, { resolve: (answer: Response) => void; reject: (error: unknown) => void }>();
  const chats = new Map<number, (frame: string) => void>();
  let sequence = 0;
  const post = (message: WorkerRequest, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  post({ kind: 'signing-secret', secret: browserSigningSecret(window.localStorage) });
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
    chat: async () => (send) => {
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
