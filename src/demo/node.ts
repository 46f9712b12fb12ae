import { getResponse, http, ws } from 'msw';
import { setupServer } from 'msw/node';
import { endpoints } from '../dataProvider/endpoints';
import { handlers } from './handlers';
import { createChatSession } from './chatbot/session';
import { IDEMPOTENCY_KEY_HEADER } from '../dataProvider/idempotency';
import { withIdempotency } from './idempotency';
import { notFoundResponse } from './answers';

/**
 * The assistant's WebSocket for MSW: each connection hosts a demo chat session. The pattern has no
 * trailing slash and no scheme: `*\/ws/chatbot` matches the app's `ws://host/ws/chatbot/` (a
 * trailing slash in the pattern does not match in Node).
 */
const chatbot = ws.link(`*${endpoints.chatbot.socket.replace(/\/$/, '')}`);
const chatbotHandler = chatbot.addEventListener('connection', ({ client }) => {
  const session = createChatSession((frame) => client.send(frame));
  client.addEventListener('message', (event) => session.receive(event.data));
  client.addEventListener('close', () => session.close());
});

/**
 * A create with an `Idempotency-Key` goes through the dispatcher's idempotency layer, as in the
 * page and over HTTP; every other request falls through to the handlers.
 */
const idempotentCreates = http.post('*', ({ request }) => {
  if (!request.headers.has(IDEMPOTENCY_KEY_HEADER)) return undefined;
  return withIdempotency(request, async (forwarded) => (await getResponse(handlers, forwarded, { baseUrl: new URL(forwarded.url).origin })) ?? notFoundResponse());
});

/** The same demo backend for vitest: component tests talk to it through the real dataProvider. */
export const server = setupServer(idempotentCreates, ...handlers, chatbotHandler);
