import type { RequestHandler } from 'msw';

/** Demo-backend handlers for the factures endpoints. */
export const facturesHandlers: RequestHandler[] = [];
