import type { RequestHandler } from 'msw';

/** Demo-backend handlers for the payments endpoints. */
export const paymentsHandlers: RequestHandler[] = [];
