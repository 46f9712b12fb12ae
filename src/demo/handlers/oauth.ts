import type { RequestHandler } from 'msw';

/** Demo-backend handlers for the oauth endpoints. */
export const oauthHandlers: RequestHandler[] = [];
