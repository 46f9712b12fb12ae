import { handlers } from './handlers';
import { dispatcherOf } from './respond';

/**
 * The demo backend as one function, `Request` in, `Response` out, the same in every environment
 * (a Node HTTP server, the large seed's worker, the tests): the MSW handlers are called directly, no
 * service worker and no interception. The page's own loads its handlers in two parts (browser.ts).
 */
export const dispatch = dispatcherOf([() => handlers]);
