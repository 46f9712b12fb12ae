import './workerStorage';
import { resetDb } from './db/store';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';
import { setSigningSecret } from './signingSecret';

/**
 * The demo backend over the 10,000-parcel seed, in a worker of its own: the seed is built there (on
 * the browser's other core, while the page boots) and held there, so the page neither blocks on
 * building it nor carries it in its heap. Like the large seed in the page before, its changes live
 * in memory only (a worker has no localStorage), for this tab. The handlers (most of this worker's
 * code) download while the seed is built, and the messages that come before them wait.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const answering = import('./largeSeedAnswers');
// Every call to the worker signs or verifies a token with jose (tokens.ts loads it on first need):
// it downloads while the seed is built, not after the first request.
// Naming the export used keeps jose's chunk to what tokens.ts imports.
void import('jose').then(({ jwtVerify }) => jwtVerify, () => undefined);

resetDb('large');

scope.onmessage = async ({ data: message }) => {
  if (message.kind === 'signing-secret') {
    setSigningSecret(message.secret);
    return;
  }
  const { answer } = await answering;
  await answer(message, (reply, transfer) => scope.postMessage(reply, transfer));
};
