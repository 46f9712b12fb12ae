import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type Dispatch = (request: Request) => Promise<Response>;

const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** The fetch `Request` an axios call describes (URL with its query, headers, body, abort signal). */
export function toRequest(config: InternalAxiosRequestConfig, origin: string): Request {
  const method = (config.method ?? 'get').toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON(true))) {
    if (value !== undefined && value !== null) headers.set(name, String(value));
  }
  const body = WITHOUT_BODY.has(method) || config.data === undefined || config.data === null ? undefined : (config.data as BodyInit);
  // The browser writes a form's multipart boundary itself.
  if (body instanceof FormData) headers.delete('Content-Type');
  return new Request(new URL(axios.getUri(config), origin), { method, headers, body, signal: config.signal as AbortSignal | undefined });
}

async function readData(response: Response, config: InternalAxiosRequestConfig): Promise<unknown> {
  if (config.responseType === 'blob') return response.blob();
  if (config.responseType === 'arraybuffer') return response.arrayBuffer();
  // As XMLHttpRequest gives it: axios's own response transform parses the JSON.
  return response.text();
}

/**
 * An axios adapter that hands each call to a dispatcher (`Request` → `Response`) instead of the
 * network: the in-page demo backend. It keeps axios's contract: `validateStatus`, the timeout
 * (ECONNABORTED), cancellation, and a network error when the dispatcher cannot be reached.
 */
export function dispatcherAdapter(dispatch: Dispatch, origin: () => string): AxiosAdapter {
  return (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      let request: Request;
      try {
        request = toRequest(config, origin());
      } catch (error) {
        reject(AxiosError.from(error, AxiosError.ERR_BAD_REQUEST, config));
        return;
      }
      const signal = config.signal as AbortSignal | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
        signal?.removeEventListener?.('abort', onAbort);
      };
      const onAbort = () => {
        done();
        reject(new CanceledError(undefined, config, request));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener?.('abort', onAbort);
      if (config.timeout) {
        timer = setTimeout(() => {
          done();
          reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, request));
        }, config.timeout);
      }
      dispatch(request)
        .then(async (answer) => {
          const response: AxiosResponse = {
            data: await readData(answer, config),
            status: answer.status,
            statusText: answer.statusText,
            headers: AxiosHeaders.from(Object.fromEntries(answer.headers.entries())),
            config,
            request,
          };
          done();
          if (!config.validateStatus || config.validateStatus(answer.status)) resolve(response);
          else {
            const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
            reject(new AxiosError(`Request failed with status code ${answer.status}`, code, config, request, response));
          }
        })
        .catch((error: unknown) => {
          done();
          reject(AxiosError.from(error, AxiosError.ERR_NETWORK, config, request));
        });
    });
}
