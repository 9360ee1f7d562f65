// One id per request, so a user can quote it and an operator can find every log line of it:
// nginx's `$request_id` (X-Request-Id) when the request came through a proxy TRUST_PROXY names,
// a fresh UUID otherwise (a client must not choose the id its lines are logged under). It is the
// request's Fastify id, so the request's logger binds it to every line (`reqId`); every answer
// carries it as X-Request-Id and every error envelope as `requestId`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** nginx's ids are 32 hex digits; anything id-like up to 128 characters is taken, nothing else. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

type Trust = (address: string, hop: number) => boolean;

function trustOf(setting: ServerConfig['trustProxy']): Trust {
  if (typeof setting === 'function') return setting;
  if (typeof setting === 'boolean') return () => setting;
  return proxyAddr.compile(setting.split(',').map((s) => s.trim()));
}

/** The `genReqId` option of the Fastify factory. */
export function requestIdGenerator(trustProxy: ServerConfig['trustProxy']): (req: IncomingMessage) => string {
  const trusted = trustOf(trustProxy);
  return (req) => {
    const raw = req.headers[REQUEST_ID_HEADER];
    const given = Array.isArray(raw) ? raw[0] : raw;
    const peer = req.socket?.remoteAddress;
    if (given && peer && ACCEPTED.test(given) && trusted(peer, 0)) return given;
    return randomUUID();
  };
}

interface ErrorEnvelope {
  success?: unknown;
  requestId?: unknown;
}

export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('X-Request-Id', req.id);
    done();
  });
  // Every failure envelope, whoever wrote it (error handler, handler, guard), names the request.
  app.addHook('preSerialization', (req, _reply, payload: unknown, done) => {
    const body = payload as ErrorEnvelope | null;
    if (body && typeof body === 'object' && body.success === false && body.requestId === undefined) {
      done(null, { ...body, requestId: req.id });
    } else done(null, payload);
  });
}
