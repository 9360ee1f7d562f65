// One settings record of the contract (password rules, watermark, personalisation, login
// verification, LDAP, audit retention, application defaults): its read as query options under its
// area's key (`readQuery`, src/api/read-query.ts), its save as a mutation that makes that area
// stale, and the permission that may save. The calls are written where the resource is declared,
// `() => api.GET('/system/ldap')`, so openapi-fetch types them from the generated `paths`, and what
// the query answers and the save takes are those exact types, with no cast.
import { unwrap, type Result, type ResultData } from './client.ts';
import type { QueryArea } from './query-keys.ts';
import { readQuery } from './read-query.ts';
import { useInvalidatingMutation, type InvalidatingOptions } from './mutation.ts';

export interface SettingsSpec<R extends Result, B, W extends Result> extends InvalidatingOptions<ResultData<W>> {
  /** Where it is cached (`[...area, 'settings']`); the save makes the whole area stale. */
  area: QueryArea;
  /** The button permission that may save: the write's `x-permission` in the YAML. */
  editCode: string;
  read(): Promise<R>;
  write(body: B): Promise<W>;
  /** Other areas a save changes. */
  alsoStale?: readonly QueryArea[];
}

/** `query()` for a settings page, `useSave()` for its form (a failure toasts and shows on its field). */
export function settingsResource<R extends Result, B, W extends Result>({
  area,
  editCode,
  read,
  write,
  alsoStale = [],
  ...opts
}: SettingsSpec<R, B, W>) {
  return {
    editCode,
    query: () => readQuery([area, 'settings'], read),
    useSave: () => useInvalidatingMutation((body: B) => unwrap(write(body)), [area, ...alsoStale], opts),
  };
}
