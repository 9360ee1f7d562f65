// A typed fake of the platform's API for browser page tests: routes are keyed by the generated
// `paths` type ("GET /system/dict/list"), and each answers with that operation's `data` type, so
// a renamed endpoint or a changed answer fails `tsc` instead of a test passing on a dead URL.
// Unknown routes answer 404 (and are listed in `unknown`, which tests can assert is empty).
import type { paths as SystemPaths } from '../../src/api/gen/arcana-system.ts';
import { envelope, installFakeFetch, json, type FakeServer } from '../browser/api/fake-server.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type OperationOf<P extends keyof SystemPaths, M extends Method> = SystemPaths[P][M];
type DataOf<O> = O extends { responses: { 200: { content: { 'application/json': infer E } } } }
  ? E extends { data: infer D }
    ? D
    : null // an envelope with no `data` (a write that answers only success)
  : never;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;

/** "GET /system/dict/list", one per operation of the system contract. */
export type Route = {
  [P in keyof SystemPaths]: {
    [M in Method]: [SystemPaths[P][M]] extends [undefined] ? never : `${Uppercase<M>} ${P & string}`;
  }[Method];
}[keyof SystemPaths];

type Split<R> = R extends `${infer M} ${infer P}` ? [Lowercase<M> & Method, P & keyof SystemPaths] : never;
type OpOfRoute<R extends Route> = OperationOf<Split<R>[1], Split<R>[0]>;

export interface FakeCall<R extends Route> {
  query: URLSearchParams;
  body: BodyOf<OpOfRoute<R>>;
}

/**
 * The `data` of a refusal in the shapes server/http/errors.ts sends: a field check's `{ field }`
 * (server/contract/envelope.ts aboutField), a contract validation's `{ field, reason }`, a unique
 * constraint's `{ constraint, field }`, or nothing. The portal reads `data.field`
 * (serverErrorField), so a fake in any other shape would pass a test the real server fails.
 */
export type RefusalData = { field: string; reason?: string } | { constraint: string | null; field: string | null } | null;

/** A refusal as the server sends it: the envelope with its status, code and message. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly data: RefusalData = null,
  ) {}
}

export type FakeRoutes = {
  [R in Route]?: (call: FakeCall<R>) => DataOf<OpOfRoute<R>> | Refusal | Promise<DataOf<OpOfRoute<R>> | Refusal>;
};

export interface FakeApi extends FakeServer {
  /** The bodies (or queries, for GET) each route was called with, in order. */
  calls<R extends Route>(route: R): FakeCall<R>[];
  unknown: string[];
}

export function installFakeApi(routes: FakeRoutes): FakeApi {
  const log = new Map<string, FakeCall<Route>[]>();
  const unknown: string[] = [];
  const server = installFakeFetch(async (request) => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^\/arcana-system/, '')}`;
    const handler = (routes as Record<string, ((call: FakeCall<Route>) => unknown) | undefined>)[route];
    if (!handler) {
      unknown.push(route);
      return json({ code: 404, success: false, msg: 'Not found', data: null }, 404);
    }
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { query: url.searchParams, body: (text ? JSON.parse(text) : undefined) as never };
    log.set(route, [...(log.get(route) ?? []), call]);
    const answer = await handler(call);
    if (answer instanceof Refusal) return json({ code: answer.status, success: false, msg: answer.msg, data: answer.data }, answer.status);
    return envelope(answer);
  });
  return {
    ...server,
    unknown,
    calls: <R extends Route>(route: R) => (log.get(route) ?? []) as unknown as FakeCall<R>[],
  };
}
