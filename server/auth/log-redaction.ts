// Credentials must never reach the log. Pino's `redact` handles object fields; this covers
// the one place a credential travels inside a string: the request URL's query (logout sends
// `?refresh_token=` per spec section 7).
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:refresh_token|access_token|token|password|captcha_code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[Redacted]');
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
};
