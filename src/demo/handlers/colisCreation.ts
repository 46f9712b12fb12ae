import type { RequestHandler } from 'msw';

/** Demo-backend handlers of the new-parcel wizard: fee validation and parcel creation. */
export const colisCreationHandlers: RequestHandler[] = [];
