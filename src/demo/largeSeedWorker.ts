import './workerStorage';
import { createChatSession, type ChatSession } from './chatbot/session';
import { resetDb } from './db/store';
import { dispatch } from './dispatcher';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';

/**
 * The demo backend over the 10,000-parcel seed, in a worker of its own: the seed is built there (on
 * the browser's other core, while the page boots) and held there, so the page neither blocks on
 * building it nor carries it in its heap. Like the large seed in the page before, its changes live
 * in memory only (a worker has no localStorage), for this tab.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const sessions = new Map<number, ChatSession>();

resetDb('large');

scope.onmessage = async ({ data: message }) => {
  if (message.kind === 'http') {
    const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body });
    const answer = await dispatch(request);
    const body = await answer.arrayBuffer();
    scope.postMessage({ kind: 'http', id: message.id, status: answer.status, statusText: answer.statusText, headers: [...answer.headers.entries()], body }, [body]);
  } else if (message.kind === 'chat-open') {
    sessions.set(message.id, createChatSession((frame) => scope.postMessage({ kind: 'chat-frame', id: message.id, data: frame })));
  } else if (message.kind === 'chat-frame') {
    sessions.get(message.id)?.receive(message.data);
  } else {
    sessions.get(message.id)?.close();
    sessions.delete(message.id);
  }
};
