// Application management's settings documents: the platform-wide default application and how
// many quick-access entries a user may keep.
import { defineSetting } from '../../../settings/settings-store.ts';

declare module '../../../settings/settings-store.ts' {
  interface SettingsShape {
    /** Platform-wide default application (`apps.id`); a user's personal default overrides it. */
    defaultApp: number | null;
    /** How many quick-access entries a user may keep (application management). */
    quickAccessMax: number;
  }
}

defineSetting('defaultApp', null);
defineSetting('quickAccessMax', 8);
