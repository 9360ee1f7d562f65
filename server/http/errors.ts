// Every failure leaves as an envelope in the caller's language with a 4xx status when the
// request was at fault. Nothing internal (stack, SQL, file paths) ever reaches the client.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './envelope.ts';
import { langOf, t } from '../i18n/messages.ts';
import { constraintError, pgErrorOf } from '../db/errors.ts';

function validationDetail(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = [err.validationContext, first.instancePath?.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join(' ');
  return `${where} ${first.message ?? ''}`.trim();
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, req, reply) => {
    const lang = langOf(req.headers['accept-language']);
    // Security handlers of fastify-openapi-glue wrap what they threw in `errors`.
    const cause = error instanceof ApiError ? error
      : error.errors?.find((e): e is ApiError => e instanceof ApiError) ?? constraintError(error);
    if (cause) {
      return reply.status(cause.status).send({
        code: cause.code, success: false, msg: t(lang, cause.key, cause.params), data: cause.data ?? null,
      });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 400, success: false, msg: t(lang, 'badRequest', { detail: validationDetail(error) }), data: null });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 401) {
      // A protected route reached with no credentials at all.
      return reply.status(401).send({ code: 401, success: false, msg: t(lang, 'tokenInvalid'), data: null });
    }
    if (status === 413) {
      return reply.status(413).send({ code: 413, success: false, msg: t(lang, 'requestTooLarge'), data: null });
    }
    if (status < 500) {
      return reply.status(status).send({ code: status, success: false, msg: t(lang, 'badRequest', { detail: error.message }), data: null });
    }
    // The cause only: a database error's message and parameters can hold personal data.
    const pg = pgErrorOf(error);
    req.log.error(pg ? { dbCode: pg.code, constraint: pg.constraint } : { err: { type: error.name, stack: error.stack } }, 'unhandled error');
    return reply.status(500).send({ code: 500, success: false, msg: t(lang, 'unknown'), data: null });
  });
}
