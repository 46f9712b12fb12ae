import type { RequestHandler } from 'msw';

/** Demo-backend handlers for the shipments endpoints. */
export const shipmentsHandlers: RequestHandler[] = [];
