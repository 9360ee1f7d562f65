// The one place where the server decides whether a signed-in caller may run an operation.
// Every operation of the contract that needs a token names what it needs in the YAML:
//   x-permission: user:add     a menu or button code of system manage / monitor (spec section 6)
//   x-permission: signed-in    any signed-in user (home, personal space, ...)
//   x-permission: [a, b]       any one of several codes (a shared call such as an image upload)
// `guardHandlers` wraps every service handler with that check, so no handler repeats it and an
// operation without a declared permission cannot be served (see test/server/operation-guard.test.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from '../contract/envelope.ts';
import { hasBody } from './content-types.ts';

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

/** Requests whose caller `guardBeforeValidation` has checked; the handler wrapper checks the rest. */
const checked = new WeakSet<FastifyRequest>();

async function checkCaller(req: FastifyRequest, meta: OperationMeta, check: PermissionCheck): Promise<void> {
  if (!meta.permission?.length) throw new ApiError(403, 403, 'missingPermission', { code: meta.operationId });
  await check(req, meta);
  checked.add(req);
}

/**
 * Wraps each handler so that `check` runs first (when `guardBeforeValidation` has not run it
 * already). An operation that needs a token but declares no permission is refused (403) rather
 * than served open: forgetting the declaration must not grant access.
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
      if (!checked.has(req)) await checkCaller(req as FastifyRequest, meta, check);
      return handler(req, reply);
    };
  }
  return guarded as H;
}

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Who the caller is and whether they may run the operation is decided before anything about the
 * request itself: the contract's security handlers (which fastify-openapi-glue installs as the
 * route's preHandler, after the body and parameters are validated) and `check` run first, in the
 * route's onRequest. Otherwise a caller without a token or without the permission learnt from a
 * 400 what the operation's schema wants ("body phone must match ...") and only a valid request
 * was told 401/403. The one operation that takes its token in the body checks in preValidation,
 * once the body is parsed (still before validation). Registered before the contract's routes;
 * `ops` may be filled until they are.
 */
export function guardBeforeValidation(app: FastifyInstance, ops: Map<string, OperationMeta>, check: PermissionCheck): void {
  const guarded = new WeakSet<FastifyRequest>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const meta = ops.get((route.schema as { operationId?: string } | undefined)?.operationId ?? '');
    if (!meta) return;
    const security = [route.preHandler ?? []].flat() as unknown as Hook[];
    route.preHandler = [];
    const guard = async (req: FastifyRequest, reply: FastifyReply) => {
      if (guarded.has(req)) return;
      guarded.add(req);
      for (const handler of security) await handler.call(app, req, reply);
      if (meta.needsToken) await checkCaller(req, meta, check);
    };
    const config: { tokenInBody?: boolean } | undefined = route.config;
    const tokenInBody = config?.tokenInBody === true;
    // A body token is read once the body is parsed; a request without a body has none (401).
    const early = tokenInBody
      ? (req: FastifyRequest, reply: FastifyReply) => (hasBody(req) ? Promise.resolve() : guard(req, reply))
      : guard;
    route.onRequest = [early, ...[route.onRequest ?? []].flat()];
    if (tokenInBody) route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
}
