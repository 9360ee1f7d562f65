// Every failure leaves as an envelope in the caller's language with a 4xx status when the
// request was at fault. Nothing internal (stack, SQL, file paths) ever reaches the client. A
// request refused before its body was read (413, 431) is drained before its connection closes,
// so a client still streaming reads the answer instead of a reset.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/envelope.ts';
import { validationField, validationReason } from './request-validation.ts';
import { langOf, t, type Lang, type MessageKey } from '../i18n/messages.ts';
import { constraintError } from '../db/errors.ts';
import { securityHeaderPairs } from './security-headers.ts';
import type { Socket } from 'node:net';
import { NoSecretKeyError } from '../secrets/secret-box.ts';

/**
 * A refused value in the caller's language: msg "field: reason", and `data` naming the field and
 * the reason alone, so a form shows the reason under its own field.
 */
function validationAnswer(err: FastifyError, lang: Lang): { msg: string; data: { field: string; reason: string } } {
  const first = err.validation?.[0] ?? {};
  const field = validationField(first) || (err.validationContext ?? '');
  const { key, params } = validationReason(first);
  const reason = t(lang, key, params);
  return { msg: t(lang, 'fieldRefused', { field, reason }), data: { field, reason } };
}

/** Messages for the 4xx answers Fastify itself gives, where a plain "invalid request" says too little. */
const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = { 413: 'requestTooLarge' };

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: Record<string, string | number> = {},
  data: unknown = null,
) {
  return reply.status(status).send({ code: status, success: false, msg: t(langOf(req.headers['accept-language']), key, params), data });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, req, reply) => {
    drainAfterAnswer(req, reply);
    // Security handlers of fastify-openapi-glue wrap what they threw in `errors`.
    const cause =
      error instanceof ApiError ? error : (error.errors?.find((e): e is ApiError => e instanceof ApiError) ?? constraintError(error));
    if (cause) {
      return reply.status(cause.status).send({
        code: cause.code,
        success: false,
        msg: t(langOf(req.headers['accept-language']), cause.key, cause.params),
        data: cause.data ?? null,
      });
    }
    if (error instanceof NoSecretKeyError) return send(req, reply, 409, 'secretKeyMissing');
    if (error.validation) {
      const { msg, data } = validationAnswer(error, langOf(req.headers['accept-language']));
      return reply.status(400).send({ code: 400, success: false, msg, data });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // A protected route reached with no credentials at all.
    if (status === 401) return send(req, reply, 401, 'tokenInvalid');
    if (status === 415) return send(req, reply, 415, 'unsupportedMediaType', { types: 'application/json' });
    const key = STATUS_MESSAGES[status];
    if (key) return send(req, reply, status, key);
    if (status < 500) return send(req, reply, status, 'badRequest', { detail: error.message });
    // Through the `err` serializer (server/auth/log-redaction.ts): a database error's message,
    // query and parameters can hold personal data, so only its code and place are logged.
    req.log.error({ err: error }, 'unhandled error');
    return send(req, reply, 500, 'unknown');
  });
}

/**
 * Fastify's answers to a URL it cannot route (bad percent-encoding): the envelope too
 * (the `frameworkErrors` option of the Fastify factory).
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  void send(req, reply, 400, 'badRequest', { detail: error.message });
}

/** What Node's parser refused: status and a short English reason (the message around it is translated). */
function clientFailure(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', 'the request line or headers are too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'the request took too long to arrive'];
  return [400, 'Bad Request', 'the request is not valid HTTP'];
}

/**
 * A request Node's HTTP parser refused (URL and headers over the size limit, malformed request
 * line, timeout) never reaches Fastify's routes or hooks: Fastify's own answer was a bare JSON
 * without the envelope or the security headers. This one (the `clientErrorHandler` option) sends
 * both, in the language of the Accept-Language header when it was read before the failure.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, reason, detail] = clientFailure(error.code);
    const language = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(
      Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
    )?.[1];
    const body = JSON.stringify({ code: status, success: false, msg: t(langOf(language), 'badRequest', { detail }), data: null });
    const headers = [
      ...securityHeaderPairs(),
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Connection', 'close'],
    ];
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
    drainThenClose(socket);
    return;
  }
  socket.destroy(error);
}

/**
 * A request Fastify refuses before reading its body (a body over the limit, refused from its
 * Content-Length or once the limit is passed) is answered with `Connection: close`. Once that
 * answer has gone out, Node's HTTP server (_http_server.js resOnFinish) calls
 * `socket.destroySoon()`, which destroys the socket while the body is still arriving: the kernel
 * then resets the connection and a client still streaming loses the answer. Node's parser still
 * reads the request and drops its body (resOnFinish dumped it), so this socket's destroySoon only
 * ends our side and waits for the client's end before closing (closeWhenClientEnds).
 */
function drainAfterAnswer(req: FastifyRequest, reply: FastifyReply): void {
  const socket = req.raw.socket as Socket | null;
  if (!socket || socket.destroyed || req.raw.complete) return;
  if (String(reply.getHeader('connection')).toLowerCase() !== 'close') return;
  socket.destroySoon = () => closeWhenClientEnds(socket);
}

/** How long, and how much, of a refused request is read and dropped before the connection closes. */
export const DRAIN_LIMITS = { ms: 5_000, bytes: 16 * 1024 * 1024 };

/**
 * Closing a socket with request bytes still unread makes the kernel send a reset. So our side
 * ends (FIN) and the socket is destroyed once the client has ended too, or after DRAIN_LIMITS.ms
 * (a client that never stops is then cut off); whoever reads meanwhile drops what arrives.
 */
function closeWhenClientEnds(socket: Socket): void {
  const close = () => socket.destroy();
  const timer = setTimeout(close, DRAIN_LIMITS.ms);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', close);
  socket.once('error', close);
  socket.end();
}

/**
 * After an answer to a request Node's parser refused (the parser is done with the connection):
 * what the client still sends is read and dropped here, at most DRAIN_LIMITS.bytes of it, until
 * the connection closes (closeWhenClientEnds).
 */
function drainThenClose(socket: Socket): void {
  socket.removeAllListeners('data'); // Node's HTTP parser is done with this connection
  let seen = 0;
  socket.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMITS.bytes) socket.destroy();
  });
  closeWhenClientEnds(socket);
  socket.resume();
}
