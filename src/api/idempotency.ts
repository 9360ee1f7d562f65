// Idempotency keys of the portal's writes (README, "Idempotency keys"). Every write the one API
// client sends (POST, PUT, PATCH, DELETE) carries an `Idempotency-Key`, a UUID made once per call,
// that is, per user action. A write that failed where it may or may not have been applied (no
// answer at all, or a proxy's 502/503/504: the process was stopped or killed) is sent once more
// with the same key: the server applies it at most once and answers the retry with the first
// answer. The token endpoint's refresh (session-fetch.ts) and the load telemetry's beacon send no
// key: the server ignores keys without a session, and a beacon cannot set headers.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A proxy's answers for a process it could not reach or that failed under the request. */
const RETRY_STATUSES = new Set([502, 503, 504]);

export const isWrite = (method: string): boolean => WRITE_METHODS.has(method.toUpperCase());

/** A random (version 4) UUID; crypto.randomUUID exists only in secure contexts (HTTPS, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends `request` with `send`; a keyed write is sent once more, same key, after a network error
 * (fetch's TypeError: not a time-out or an abort, which the caller chose) or a 502/503/504.
 */
export async function sendWithWriteRetry(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> {
  if (!isWrite(request.method) || !request.headers.has(IDEMPOTENCY_HEADER)) return send(request);
  const retry = request.clone();
  let response: Response;
  try {
    response = await send(request);
  } catch (err) {
    if (!(err instanceof TypeError) || request.signal.aborted) throw err;
    return send(retry);
  }
  if (!RETRY_STATUSES.has(response.status)) return response;
  await response.body?.cancel();
  return send(retry);
}
