import type { RequestHandler } from 'msw';

/** Demo-backend handlers for the bordereaux endpoints. */
export const bordereauxHandlers: RequestHandler[] = [];
