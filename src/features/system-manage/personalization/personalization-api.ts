// Personalisation: the saved platform configuration and its save. After a save the shell's own
// copy (platformConfigAtom) is replaced too, so the administrator sees the new brand at once;
// everyone else gets it on their next page load.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useInvalidatingMutation } from '../../../api/mutation.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import { store } from '../../../state/store.ts';
import { platformConfigAtom } from '../../../state/platform-state.ts';

export type PlatformConfig = components['schemas']['PlatformConfig'];
export type PlatformConfigInput = components['schemas']['PlatformConfigInput'];

export const platformConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.personalization,
    queryFn: () => unwrap(api.GET('/system/private/show/cfg/get'), { hideMessage: true }),
  });

export const useSavePlatformConfig = () =>
  useInvalidatingMutation(
    (body: PlatformConfigInput) => unwrap(api.POST('/system/private/show/cfg/submit', { body })),
    ['personalization'],
    {
      onSaved: (saved) => store.set(platformConfigAtom, saved),
    },
  );
