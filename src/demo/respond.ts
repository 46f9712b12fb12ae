import { getResponse, type RequestHandler } from 'msw';
import { notFoundResponse, serverErrorResponse } from './answers';
import { withIdempotency } from './idempotency';

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
  return (request) => withIdempotency(request, answer);
}
