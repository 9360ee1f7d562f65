// What every service handler can reach, and the request fields the security handlers add.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';
import type { Authenticated } from '../auth/sessions.ts';
import { langOf, type Lang } from '../i18n/messages.ts';

export interface ServiceContext {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
  }
}

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export const requestLang = (req: FastifyRequest): Lang => langOf(req.headers['accept-language']);

/** The authenticated user of a request behind `arcanaAuth`; the security handler guarantees it. */
export function authOf(req: FastifyRequest): Authenticated {
  if (!req.auth) throw new Error('route reached without authentication');
  return req.auth;
}
