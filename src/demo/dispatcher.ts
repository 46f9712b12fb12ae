import { getResponse } from 'msw';
import { handlers } from './handlers';
import { notFoundResponse, serverErrorResponse } from './answers';

/**
 * The demo backend as one function, `Request` in, `Response` out, the same in every environment
 * (the browser's in-page transport, a Node HTTP server, the tests): the MSW handlers are called
 * directly, no service worker and no interception. It never throws: an unknown path is a DRF 404
 * and a handler's bug a 500, both with a JSON `detail`.
 */
export async function dispatch(request: Request): Promise<Response> {
  try {
    // The handlers' paths are relative: they answer on whatever origin the request was sent to.
    const response = await getResponse(handlers, request, { baseUrl: new URL(request.url).origin });
    return response ?? notFoundResponse();
  } catch (error) {
    console.error('Demo backend:', request.method, request.url, error);
    return serverErrorResponse();
  }
}
