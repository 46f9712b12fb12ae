import { handlers } from './handlers';
import { dispatcherOf } from './respond';

/**
 * The demo backend as one function, `Request` in, `Response` out, every handler loaded at once: the
 * Node HTTP server and the tests. The MSW handlers are called directly, no service worker and no
 * interception. A browser (the page, the 10,000-parcel seed's worker) loads its handlers in two
 * parts instead (stagedDispatch.ts).
 */
export const dispatch = dispatcherOf([() => handlers]);
