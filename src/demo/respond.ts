import { getResponse, type RequestHandler } from 'msw';
import { notFoundResponse, serverErrorResponse } from './answers';
import { IDEMPOTENCY_KEY_HEADER } from '../dataProvider/idempotency';
import { deferred } from '../shims/deferred';

/** The idempotency layer, loaded with the first create that carries a key (it stays out of the first screens' code). */
const idempotency = deferred(() => import('./idempotency'));

/** A list of handlers, or its loading. */
export type HandlerStage = () => RequestHandler[] | Promise<RequestHandler[]>;

/**
 * A dispatcher over handler lists tried in turn, each asked for only when the ones before it have
 * no answer: the same answers as their concatenation in one list. It never throws: an unknown path
 * is a DRF 404 and a handler's bug (or a part that fails to load) a 500, both with a JSON `detail`.
 * A create that carries an `Idempotency-Key` is answered once (./idempotency.ts).
 */
export function dispatcherOf(stages: readonly HandlerStage[]): (request: Request) => Promise<Response> {
  const answer = async (request: Request) => {
    try {
      // The handlers' paths are relative: they answer on whatever origin the request was sent to.
      const resolution = { baseUrl: new URL(request.url).origin };
      for (const stage of stages) {
        const response = await getResponse(await stage(), request, resolution);
        if (response) return response;
      }
      return notFoundResponse();
    } catch (error) {
      console.error('Demo backend:', request.method, request.url, error);
      return serverErrorResponse();
    }
  };
  return async (request) => {
    if (request.method.toUpperCase() !== 'POST' || !request.headers.has(IDEMPOTENCY_KEY_HEADER)) return answer(request);
    try {
      const { withIdempotency } = await idempotency.load();
      return await withIdempotency(request, answer);
    } catch (error) {
      console.error('Demo backend:', request.method, request.url, error);
      return serverErrorResponse();
    }
  };
}
