import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiClient } from '../../app/lib/api-client';

/** A request the browser's client sent, as the server would see it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  signal?: AbortSignal;
  /** Set once the client has its answer (or its failure). */
  done: boolean;
}

/** What the stand-in server answers: a status with a body, or a network failure. */
export type Answer = { status: number; data?: unknown } | Error;
type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/**
 * Stands in for the server behind the site's one HTTP client (its axios adapter), so tests run the real
 * request code: each request is answered by the route named "METHOD /path" (404 for any other) and
 * recorded in `requests`. A request whose signal aborts fails as a cancellation, as axios would.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: SentRequest[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      signal: config.signal as AbortSignal | undefined,
      done: false,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`] ?? { status: 404, data: {} };
    const { signal } = request;
    const aborted = new Promise<never>((_resolve, reject) => {
      if (signal?.aborted) reject(new CanceledError());
      signal?.addEventListener?.('abort', () => reject(new CanceledError()));
    });
    const answer = await Promise.race([typeof route === 'function' ? route(request) : route, aborted]).finally(() => {
      request.done = true;
    });
    if (answer instanceof Error) throw new AxiosError(answer.message, 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: '',
      data: answer.data ?? null,
      headers: {},
      config,
    };
    if (answer.status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    /** The paths asked so far, in order, as "METHOD /path". */
    asked: () => requests.map((request) => `${request.method} ${request.path}`),
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
