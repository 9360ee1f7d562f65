// The licence area's settings documents: the installed licence (`license`, none until one is
// installed or the first start seeds the trial), this installation's instance ID and the HMAC key
// of .lic files when ARCANA_LICENSE_SECRET is not set (both generated once; the key is stored
// encrypted, secrets/stored-secrets.ts).
import { defineSetting } from '../../../settings/settings-store.ts';

export interface LicenseSettings {
  licenseId: string;
  type: 'Trial' | 'Recurring' | 'Perpetual';
  authorizedFirm: string;
  cpuCoresTotal: number;
  /** ISO date; null for perpetual licences. */
  expireDate: string | null;
  activated: boolean;
  issuedAt?: string;
  /** Per-application licences carried by the installed .lic file. */
  apps?: Array<{ code: string; scope?: string; version?: string; expireDate?: string | null }>;
}

declare module '../../../settings/settings-store.ts' {
  interface SettingsShape {
    license: LicenseSettings | null;
    /** This installation's instance ID (licence instances view); generated once. */
    instanceId: string | null;
    /** HMAC key of .lic files when ARCANA_LICENSE_SECRET is not set; generated once. */
    licenseSecret: string | null;
  }
}

defineSetting('license', null);
defineSetting('instanceId', null);
defineSetting('licenseSecret', null);
