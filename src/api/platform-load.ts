// Loads the platform configuration and the licence status into their atoms (src/state/), at start
// and after a change.
import { api, unwrap } from './client.ts';
import { store } from '../state/store.ts';
import { licenseStatusAtom, platformConfigAtom, type LicenseStatus } from '../state/platform-state.ts';

export async function loadPlatformConfig(): Promise<void> {
  try {
    const config = await unwrap(api.GET('/system/private/show/cfg/get'), { hideMessage: true });
    store.set(platformConfigAtom, config);
  } catch {
    // Keep the stored configuration: the portal must still start when the platform is slow.
  }
}

export async function loadLicenseStatus(): Promise<LicenseStatus | null> {
  try {
    const status = await unwrap(api.GET('/license/manage/status'), { hideMessage: true });
    store.set(licenseStatusAtom, status);
    return status;
  } catch {
    return null;
  }
}
