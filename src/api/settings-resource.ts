// One settings record of the contract (password rules, watermark, personalisation, login
// verification, LDAP, audit retention, application defaults), declared in one line by its area,
// its edit permission and its paths:
//
//   export const ldapSettings = settingsResource('ldap', 'ldap:edit', '/system/ldap');
//   export const watermarkSettings = settingsResource('watermark', 'watermark:edit', ['/system/watermark/cfg', '/system/watermark/cfg/submit']);
//   export type LdapSettings = SettingsBody<typeof ldapSettings>;
//
// Its read is query options under the area's key (`readQuery`, src/api/read-query.ts), its save a
// mutation that makes that area stale. The paths are literals of the generated `paths`, and what
// the query answers and the save takes are read from those operations, so a page gets the
// contract's exact types with no cast of its own.
import type { ClientPathsWithMethod } from 'openapi-fetch';
import { api, unwrap, type Paths, type ResultData } from './client.ts';
import type { QueryArea } from './query-keys.ts';
import { readQuery } from './read-query.ts';
import { useInvalidatingMutation, type InvalidatingOptions } from './mutation.ts';

type ReadPath = ClientPathsWithMethod<typeof api, 'get'>;
type WritePath = ClientPathsWithMethod<typeof api, 'post'>;

type JsonAnswer<O> = O extends { responses: { 200: { content: { 'application/json': infer J } } } } ? J : never;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Answer<O> = { data?: JsonAnswer<O>; error?: unknown; response: Response };

/**
 * The one cast: openapi-fetch types a call only when its path is written as a literal at the call,
 * not when it is a type parameter, as here. The paths themselves are checked against the generated
 * `paths` (ReadPath, WritePath), and what the calls answer and take is read from the same
 * operations, so the types that leave this file are the contract's.
 */
const byPath = api as unknown as {
  GET<P extends ReadPath>(path: string): Promise<Answer<Paths[P]['get']>>;
  POST<P extends WritePath>(path: string, init: { body: JsonBody<Paths[P]['post']> }): Promise<Answer<Paths[P]['post']>>;
};

export interface SettingsOptions<S> extends InvalidatingOptions<S> {
  /** Other areas a save changes. */
  alsoStale?: readonly QueryArea[];
}

/**
 * `query()` for a settings page, `useSave()` for its form (a failure toasts and shows on its
 * field), `editCode` for its Save. `area` is where it is cached (`[...area, 'settings']`; a save
 * makes the whole area stale); `editCode` is the button permission that may save, the write's
 * `x-permission` in the YAML; `paths` is one path read with GET and saved with POST, or the two.
 */
export function settingsResource<A extends QueryArea, R extends ReadPath, W extends WritePath = Extract<R, WritePath>>(
  area: A,
  editCode: string,
  paths: R | readonly [read: R, write: W],
  { alsoStale = [], ...opts }: SettingsOptions<ResultData<Answer<Paths[W]['post']>>> = {},
) {
  const [read, write] = typeof paths === 'string' ? [paths, paths] : paths;
  return {
    editCode,
    query: () => readQuery([area, 'settings'], () => byPath.GET<R>(read)),
    useSave: () =>
      useInvalidatingMutation((body: JsonBody<Paths[W]['post']>) => unwrap(byPath.POST<W>(write, { body })), [area, ...alsoStale], opts),
  };
}

/** What a resource's query answers (the record with what the page shows beside it). */
export type SettingsData<S extends { query(): { queryFn?: unknown } }> = Awaited<
  ReturnType<Extract<ReturnType<S['query']>['queryFn'], (...args: never[]) => unknown>>
>;
/** What a resource's save takes: the record as the contract writes it. */
export type SettingsBody<S extends { useSave(): { mutateAsync(body: never): unknown } }> = Parameters<
  ReturnType<S['useSave']>['mutateAsync']
>[0];
