// Personalisation: the saved platform configuration and its save. After a save the shell's own
// copy (platformConfigAtom) is replaced too, so the administrator sees the new brand at once;
// everyone else gets it on their next page load.
import { settingsResource, type SettingsBody, type SettingsData } from '../../../api/settings-resource.ts';
import { store } from '../../../state/store.ts';
import { platformConfigAtom } from '../../../state/platform-state.ts';

const PATHS = ['/system/private/show/cfg/get', '/system/private/show/cfg/submit'] as const;
export const platformConfig = settingsResource('personalization', 'personalization:edit', PATHS, {
  onSaved: (saved) => store.set(platformConfigAtom, saved),
});
export type PlatformConfig = SettingsData<typeof platformConfig>;
export type PlatformConfigInput = SettingsBody<typeof platformConfig>;
