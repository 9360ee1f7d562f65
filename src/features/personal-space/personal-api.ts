// The personal space's reads and writes over the one client.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { store } from '../../state/store.ts';
import { currentUserAtom } from '../../state/session-state.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../api/mutation.ts';
import type { components } from '../../api/gen/arcana-system.ts';

export type MyProfile = components['schemas']['MyProfile'];
export type MyProfileUpdate = components['schemas']['MyProfileUpdate'];
export type EffectiveAuthority = components['schemas']['EffectiveAuthority'];
export type GrantSource = components['schemas']['GrantSource'];
export type UserAppSettings = components['schemas']['UserAppSettings'];
export type App = components['schemas']['App'];

export const profileQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.personal, 'profile'],
    queryFn: () => unwrap(api.GET('/system/user/current/profile'), { hideMessage: true }),
  });

/** Who owns the signed-in user's password: `ldap` accounts change it in the directory, not here. */
export const passwordSourceQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.personal, 'password-source'],
    queryFn: async () => (await unwrap(api.GET('/system/user/current'), { hideMessage: true })).passwordSource ?? 'local',
  });

export const myAuthorityQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.personal, 'authority'],
    queryFn: () => unwrap(api.GET('/system/user/current/authority'), { hideMessage: true }),
    staleTime: 0,
  });

export const myAppsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.personal, 'apps'],
    queryFn: () => unwrap(api.GET('/system/app/list', { params: { query: { status: 1 } } }), { hideMessage: true }),
  });

const usePersonalWrite = <A>(write: (arg: A) => Promise<unknown>) => useInvalidatingMutation(write, ['personal']);

// The header and the home greeting show the signed-in user's name from the session: a saved
// name replaces it there at once, not at the next sign-in.
export const useSaveProfile = () =>
  usePersonalWrite(async (body: MyProfileUpdate) => {
    const saved = await unwrap(api.POST('/system/user/current/profile', { body }));
    const user = store.get(currentUserAtom);
    if (user) store.set(currentUserAtom, { ...user, realName: body.realName });
    return saved;
  });
export const useSaveLanguage = () =>
  usePersonalWrite((lang: '' | 'en_US' | 'zh_CN') => unwrap(api.POST('/system/user/current/preferences', { body: { lang } })));
// Home shows the same settings (one key, api/user-app-settings.ts).
export const useSaveHomeSettings = () =>
  useInvalidatingMutation(
    (body: { homeSetting: 0 | 1 | 2; defaultAppId: number | null }) => unwrap(api.POST('/system/user/app/submit', { body })),
    ['personal', 'userApps'],
  );
