import { createChatSession, type ChatSession } from './chatbot/session';
import { dispatchInStages } from './stagedDispatch';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';

const sessions = new Map<number, ChatSession>();

/** What the large seed's worker (largeSeedWorker.ts) does with each message of the page. */
export async function answer(message: WorkerRequest, reply: (answer: WorkerAnswer, transfer?: Transferable[]) => void): Promise<void> {
  if (message.kind === 'http') {
    const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body });
    const response = await dispatchInStages(request);
    const body = await response.arrayBuffer();
    reply({ kind: 'http', id: message.id, status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body }, [body]);
  } else if (message.kind === 'chat-open') {
    sessions.set(message.id, createChatSession((frame) => reply({ kind: 'chat-frame', id: message.id, data: frame })));
  } else if (message.kind === 'chat-frame') {
    sessions.get(message.id)?.receive(message.data);
  } else if (message.kind === 'chat-close') {
    sessions.get(message.id)?.close();
    sessions.delete(message.id);
  }
}
