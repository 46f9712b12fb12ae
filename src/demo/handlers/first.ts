import { accountsHandlers } from './accounts';
import { shipmentsHandlers } from './shipments';

/**
 * The handlers the first screens call (sign-in, the session's context, the parcel list and its
 * statistics): the browser's demo backend loads them with the app, the others on their first call
 * (see stagedDispatch.ts). They come first in the full list too, so both ways answer alike.
 */
export const firstHandlers = [...accountsHandlers, ...shipmentsHandlers];
