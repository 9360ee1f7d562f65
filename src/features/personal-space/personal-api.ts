// The personal space's reads and writes over the one client.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { store } from '../../api/store.ts';
import { currentUserAtom } from '../../api/session-state.ts';
import type { components } from '../../api/gen/arcana-system.ts';

export type MyProfile = components['schemas']['MyProfile'];
export type MyProfileUpdate = components['schemas']['MyProfileUpdate'];
export type EffectiveAuthority = components['schemas']['EffectiveAuthority'];
export type GrantSource = components['schemas']['GrantSource'];
export type UserAppSettings = components['schemas']['UserAppSettings'];
export type App = components['schemas']['App'];

const personalKeys = { all: ['personal'] as const };

export const profileQuery = () =>
  queryOptions({
    queryKey: [...personalKeys.all, 'profile'],
    queryFn: () => unwrap(api.GET('/system/user/current/profile'), { hideMessage: true }) as Promise<MyProfile>,
  });

export const myAuthorityQuery = () =>
  queryOptions({
    queryKey: [...personalKeys.all, 'authority'],
    queryFn: () => unwrap(api.GET('/system/user/current/authority'), { hideMessage: true }) as Promise<EffectiveAuthority>,
    staleTime: 0,
  });

export const homeSettingsQuery = () =>
  queryOptions({
    queryKey: [...personalKeys.all, 'home-settings'],
    queryFn: () => unwrap(api.GET('/system/user/app/find'), { hideMessage: true }) as Promise<UserAppSettings>,
  });

export const myAppsQuery = () =>
  queryOptions({
    queryKey: [...personalKeys.all, 'apps'],
    queryFn: () =>
      unwrap(api.GET('/system/app/list', { params: { query: { status: 1 } } }), { hideMessage: true }).then((d) => (d ?? []) as App[]),
  });

function usePersonalWrite<A>(write: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: personalKeys.all }) });
}

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
export const useSaveHomeSettings = () =>
  usePersonalWrite((body: { homeSetting: 0 | 1 | 2; defaultAppId: number | null }) =>
    unwrap(api.POST('/system/user/app/submit', { body })),
  );
