// Personalisation: the saved platform configuration and its save. After a save the shell's own
// copy (platformConfigAtom) is replaced too, so the administrator sees the new brand at once;
// everyone else gets it on their next page load.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import { store } from '../../../api/store.ts';
import { platformConfigAtom } from '../../../api/platform-state.ts';

export type PlatformConfig = components['schemas']['PlatformConfig'];
export type PlatformConfigInput = components['schemas']['PlatformConfigInput'];

const key = ['system', 'personalization'] as const;

export const platformConfigQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => unwrap(api.GET('/system/private/show/cfg/get'), { hideMessage: true }) as Promise<PlatformConfig>,
  });

export function useSavePlatformConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformConfigInput) => unwrap(api.POST('/system/private/show/cfg/submit', { body })),
    onSuccess: (saved) => {
      if (saved) store.set(platformConfigAtom, saved);
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
