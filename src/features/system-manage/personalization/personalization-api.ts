// Personalisation: the saved platform configuration and its save. After a save the shell's own
// copy (platformConfigAtom) is replaced too, so the administrator sees the new brand at once;
// everyone else gets it on their next page load.
import { api } from '../../../api/client.ts';
import { settingsResource } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import { store } from '../../../state/store.ts';
import { platformConfigAtom } from '../../../state/platform-state.ts';

export type PlatformConfig = components['schemas']['PlatformConfig'];
export type PlatformConfigInput = components['schemas']['PlatformConfigInput'];

export const platformConfig = settingsResource({
  area: 'personalization',
  editCode: 'personalization:edit',
  read: () => api.GET('/system/private/show/cfg/get'),
  write: (body: PlatformConfigInput) => api.POST('/system/private/show/cfg/submit', { body }),
  onSaved: (saved) => store.set(platformConfigAtom, saved),
});
