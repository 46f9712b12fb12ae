import type { RequestHandler } from 'msw';

/** Demo-backend handlers for the configuration endpoints. */
export const configurationHandlers: RequestHandler[] = [];
