// The one place where the server decides whether a signed-in caller may run an operation.
// Every operation of the contract that needs a token names what it needs in the YAML:
//   x-permission: user:add     a menu or button code of system manage / monitor (spec section 6)
//   x-permission: signed-in    any signed-in user (home, personal space, ...)
//   x-permission: [a, b]       any one of several codes (a shared call such as an image upload)
// `guardHandlers` wraps every service handler with that check, so no handler repeats it and an
// operation without a declared permission cannot be served (see test/server/operation-guard.test.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';

export const SIGNED_IN = 'signed-in';

export interface OperationMeta {
  operationId: string;
  method: string;
  /** Path as written in the contract, without the mount prefix. */
  path: string;
  /** undefined for operations open without a token (security: []); a list means any one of them. */
  permission?: string | string[];
  /** false for operations that need no token. */
  needsToken: boolean;
}

type SpecDoc = {
  security?: Array<Record<string, unknown>>;
  paths?: Record<
    string,
    Record<string, { operationId?: string; security?: Array<Record<string, unknown>>; 'x-permission'?: string | string[] }>
  >;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of a contract with the permission it declares. */
export function operationsOf(doc: SpecDoc): Map<string, OperationMeta> {
  const out = new Map<string, OperationMeta>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const security = op.security ?? doc.security ?? [];
      const needsToken = security.some((s) => 'arcanaAuth' in s);
      out.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        permission: op['x-permission'],
        needsToken,
      });
    }
  }
  return out;
}

/**
 * The access token of a request whose operation takes it in the body (`x-fastify-config:
 * tokenInBody: true` in the contract; only recordAppLoads). `navigator.sendBeacon`, which sends
 * the shell's load telemetry when the page is hidden, cannot set the Arcana-Auth header. The
 * body is chosen over the alternatives: a query parameter would put the token into URLs and
 * access logs, and a cookie would open the operation to cross-site requests (a page of another
 * site cannot know a token in the body). The token then goes through the same session check
 * (arcanaAuth) and the same permission check (`check` below) as any header token; no other
 * operation reads a body token.
 */
export function bodyToken(req: FastifyRequest): string | undefined {
  const config = req.routeOptions.config as { tokenInBody?: boolean } | undefined;
  if (config?.tokenInBody !== true) return undefined;
  const token = (req.body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token ? token : undefined;
}

export type PermissionCheck = (req: FastifyRequest, meta: OperationMeta) => Promise<void>;

type AnyHandler = (req: never, reply: FastifyReply) => Promise<unknown>;

/**
 * Wraps each handler so that `check` runs first. An operation that needs a token but declares
 * no permission is refused (403) rather than served open: forgetting the declaration must not
 * grant access.
 */
export function guardHandlers<H extends Record<string, AnyHandler>>(
  handlers: H,
  ops: Map<string, OperationMeta>,
  check: PermissionCheck,
): H {
  const guarded: Record<string, AnyHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    const meta = ops.get(operationId);
    if (!meta?.needsToken) {
      guarded[operationId] = handler;
      continue;
    }
    guarded[operationId] = async (req: never, reply: FastifyReply) => {
      if (!meta.permission?.length) throw new ApiError(403, 403, 'missingPermission', { code: operationId });
      await check(req as FastifyRequest, meta);
      return handler(req, reply);
    };
  }
  return guarded as H;
}
