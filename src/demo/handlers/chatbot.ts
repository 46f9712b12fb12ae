import type { WebSocketHandler } from 'msw';

/** The demo assistant over the WebSocket of spec 000 section 7. */
export const chatbotHandlers: WebSocketHandler[] = [];
