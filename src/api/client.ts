// The one API client (spec section 7 and 8). Feature code calls `api.GET/POST(...)` with the
// generated path types and passes the result to `unwrap`, which returns the envelope's data or
// rejects after showing the catalogue's message. Every write carries an Idempotency-Key and is
// retried once where it may not have arrived (idempotency.ts).
import createClient from 'openapi-fetch';
import { t } from '@lingui/core/macro';
import type { paths as AuthPaths } from './gen/arcana-auth.ts';
import type { paths as SystemPaths } from './gen/arcana-system.ts';
import { resolveApiPath } from '../lib/api-path.ts';
import { notify } from './notify.ts';
import { AUTH_PREFIX, SYSTEM_PREFIX, isTokenUrlResponse, sessionExpiredText, sessionFetch } from './session-fetch.ts';
import { IDEMPOTENCY_HEADER, isWrite, newIdempotencyKey, sendWithWriteRetry } from './idempotency.ts';

export type Paths = AuthPaths & SystemPaths;

/** Set when the portal talks to a platform on another origin; then paths are used as written. */
const BASE_URL: string | undefined = (globalThis as { ARCANA_API_BASE?: string }).ARCANA_API_BASE;

export const api = createClient<Paths>({
  baseUrl: BASE_URL ?? '',
  // A write is retried once, with its key, where it may not have arrived (idempotency.ts).
  fetch: (request) => sendWithWriteRetry(request, (r) => sessionFetch(r)),
});

api.use({
  async onRequest({ request }) {
    const url = new URL(request.url);
    const path = resolveApiPath(url.pathname, { authPrefix: AUTH_PREFIX, systemPrefix: SYSTEM_PREFIX, baseUrl: BASE_URL });
    // Once per call, i.e. per user action: the retry of the call and a replay after a token
    // refresh send the same request, hence the same key.
    const keyed = isWrite(request.method) && !request.headers.has(IDEMPOTENCY_HEADER);
    if (path === url.pathname && !keyed) return undefined;
    url.pathname = path;
    const headers = new Headers(request.headers);
    if (keyed) headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
    // Passing `request` as the init would turn its body into a stream, and Chromium uploads
    // streams only over HTTP/2; a buffered body works everywhere.
    const body = request.body ? await request.arrayBuffer() : undefined;
    return new Request(url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      credentials: request.credentials,
    });
  },
});

export interface UnwrapOptions {
  /** Show no message at all: the caller presents the failure itself (it still rejects). */
  hideMessage?: boolean;
}

/** Rejection of every failed call; `code` is the envelope code or errorCode when there was one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number | string,
    readonly body?: unknown,
    /** The server's X-Request-Id of the failed call, for the user to quote to support. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type EnvelopeBody = {
  code?: number | string;
  msg?: string;
  message?: string;
  data?: unknown;
  errorCode?: number | string;
  requestId?: string;
  errorMessage?: string;
  error_description?: string;
};

type DataOf<E> = E extends { data?: infer D } ? D : E;
export type Result = { data?: unknown; error?: unknown; response: Response };
/** The envelope's `data` of a call's answer: what `unwrap` returns. */
export type ResultData<R extends Result> = DataOf<NonNullable<R['data']>>;

export const genericNetworkError = () => t`There is a network error, please try again later.`;
export const unknownError = () => t`An unknown error has occurred, please try again later.`;
export const requestErrorFallback = () => t`A request error occurred, please try again later.`;
export const sessionExpiredMessage = sessionExpiredText;

function fail(message: string, status: number, body: EnvelopeBody | undefined, show: boolean, response?: Response): never {
  // The envelope's id, or the header's when the answer was no envelope (a proxy's error page).
  const requestId = body?.requestId ?? response?.headers.get('X-Request-Id') ?? undefined;
  if (show && message) notify(message, 'error', requestId ? { requestId } : undefined);
  throw new ApiRequestError(message, status, body?.errorCode ?? body?.code, body, requestId);
}

/**
 * Applies the error catalogue of spec section 8 to one call. Blob and arraybuffer answers are
 * returned untouched; a JSON envelope yields its `data`.
 */
export async function unwrap<R extends Result>(call: Promise<R>, opts: UnwrapOptions = {}): Promise<ResultData<R>> {
  let result: R;
  try {
    result = await call;
  } catch {
    // A time-out, an abort or an unreachable server: no response to read.
    fail(genericNetworkError(), 0, undefined, !opts.hideMessage);
  }
  const { response } = result;
  const silent = isTokenUrlResponse(response) || opts.hideMessage === true;
  const raw = response.ok ? result.data : result.error;
  if (raw instanceof Blob || raw instanceof ArrayBuffer) {
    if (response.ok) return raw as ResultData<R>;
  }
  const body = (raw && typeof raw === 'object' ? raw : undefined) as EnvelopeBody | undefined;

  if (response.ok) {
    if (body?.errorCode !== undefined && body.errorCode !== null) {
      fail(body.errorMessage || genericNetworkError(), response.status, body, !silent, response);
    }
    if (body && body.code !== undefined && Number(body.code) !== 200) {
      fail(body.msg || body.message || genericNetworkError(), response.status, body, !silent, response);
    }
    return (body && 'code' in body ? body.data : raw) as ResultData<R>;
  }

  switch (response.status) {
    case 404:
      return fail(genericNetworkError(), 404, body, !silent, response);
    case 401:
      // The session layer already refreshed or ended the session (and the shell said so). A 402
      // left here means the refresh could not be reached: the session lives on, this call failed.
      if (Number(body?.code) === 402) return fail(genericNetworkError(), 401, body, !silent, response);
      return fail(body?.msg || sessionExpiredMessage(), 401, body, false);
    case 500:
      return fail(body?.errorMessage || unknownError(), 500, body, !silent && String(body?.errorCode) !== '4002', response);
    default:
      return fail(
        body?.errorMessage || body?.error_description || body?.msg || requestErrorFallback(),
        response.status,
        body,
        !silent,
        response,
      );
  }
}
