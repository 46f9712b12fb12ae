import { firstHandlers } from './first';
import { laterHandlers } from './later';

/** Every HTTP endpoint of the demo backend (the assistant's WebSocket is `../chatbot/session.ts`). */
export const handlers = [...firstHandlers, ...laterHandlers];
