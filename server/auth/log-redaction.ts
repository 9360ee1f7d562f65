// Credentials must never reach the log. Pino's `redact` handles object fields; this covers
// the one place a credential travels inside a string: the request URL's query (logout sends
// `?refresh_token=` per spec section 7).
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:refresh_token|access_token|token|password|captcha_code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[Redacted]');
}

/** Fields of a database error that name where it failed, never what was in the row. */
const DB_ERROR_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

type ErrorLike = Error & { code?: unknown; cause?: unknown; query?: unknown; params?: unknown; severity?: unknown };

const isDbError = (e: ErrorLike): boolean =>
  'query' in e || 'params' in e || typeof e.severity === 'string' || (e.cause instanceof Error && isDbError(e.cause));

/**
 * A failed query's message, detail, query text and parameters can hold personal data (a value
 * that broke a constraint, the username of a login): log what failed and where, not the values.
 */
type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as ErrorLike;
  if (!isDbError(e)) {
    return { type: e.name, message: e.message, stack: e.stack ?? '', ...(e.code !== undefined ? { code: e.code } : {}) };
  }
  // A stack starts with the message (several lines for a query); the frames say where it was made.
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const out: SerializedError = { type: e.name, message: 'database query failed', stack: frames };
  for (let cause: unknown = e; cause instanceof Error; cause = (cause as ErrorLike).cause) {
    for (const field of DB_ERROR_FIELDS) {
      const value = (cause as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string' && out[field] === undefined) out[field] = value;
    }
  }
  return out;
}

/** Fastify's default request serializer with the query's secrets masked. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      version: [req.headers?.['accept-version']].flat()[0],
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
  err: serializeError,
};
