import { http as msw, type HttpHandler, type HttpRequestHandler, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import { verifyBearer } from './http';

/** A demo route: a path and what answers it. */
type DemoRoute = (path: string, resolver: HttpResponseResolver, options?: RequestHandlerOptions) => HttpHandler;

/**
 * MSW's `http` for the demo backend's handlers: each handler first verifies the request's bearer
 * token (jose's verification is asynchronous), so the handlers' `authenticate(request)` reads the
 * outcome synchronously. Only a handler that matches verifies: an unknown path stays unhandled.
 */
function verifyingFirst(method: HttpRequestHandler): DemoRoute {
  return (path, resolver, options) =>
    method(
      path,
      async (info) => {
        await verifyBearer(info.request);
        return resolver(info);
      },
      options,
    );
}

export const http = {
  all: verifyingFirst(msw.all),
  head: verifyingFirst(msw.head),
  get: verifyingFirst(msw.get),
  post: verifyingFirst(msw.post),
  put: verifyingFirst(msw.put),
  delete: verifyingFirst(msw.delete),
  patch: verifyingFirst(msw.patch),
  options: verifyingFirst(msw.options),
};
