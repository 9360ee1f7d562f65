// Every database read and write of the licence area: the installed licence (a setting), its
// signing secret and this installation's ID (both generated once, insert-if-absent then re-read,
// so two first requests agree).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/open.ts';
import { settings } from '../../../db/schema.ts';
import { getSetting, putSetting } from '../../../settings/settings-store.ts';
import type { LicenseSettings } from './license-settings.ts';
import './license-settings.ts';
import { invalidate } from '../../../cache/invalidate.ts';
import { keyRing } from '../../../secrets/key-ring.ts';
import { sealSetting } from '../../../secrets/stored-secrets.ts';
import type { AppLicenses } from './license-rules.ts';

export const installedLicense = (db: Db): Promise<LicenseSettings | null> => getSetting(db, 'license');

/** Installs `license` in place of the current one and returns the one it replaced. */
export async function replaceLicense(db: Db, license: LicenseSettings): Promise<LicenseSettings | null> {
  const before = await getSetting(db, 'license');
  await putSetting(db, 'license', license);
  return before;
}

/**
 * The installed licence's application entries. The licence page lists exactly these, and every
 * application label, quick-access chip and open check reads them, so the two can never disagree.
 * Without an activated licence no application is licensed.
 */
export async function installedAppLicenses(db: Db): Promise<AppLicenses> {
  const license = await getSetting(db, 'license');
  if (!license?.activated) return new Map();
  return new Map((license.apps ?? []).map((a) => [a.code, a]));
}

/** The signing key: the environment's, else one generated on first use and stored. */
export async function licenseSecret(db: Db): Promise<string> {
  const fromEnv = process.env.ARCANA_LICENSE_SECRET;
  if (fromEnv) return fromEnv;
  const stored = await getSetting(db, 'licenseSecret');
  if (stored) return stored;
  // Insert-if-absent then re-read, so two first requests agree on one secret.
  await db
    .insert(settings)
    .values({ key: 'licenseSecret', value: sealSetting(keyRing(), 'licenseSecret', randomBytes(32).toString('base64url')) })
    .onConflictDoNothing();
  await invalidate(db, 'platform');
  return (await getSetting(db, 'licenseSecret'))!;
}

/** A stable ID of this installation, generated on first use. */
export async function instanceId(db: Db): Promise<string> {
  const stored = await getSetting(db, 'instanceId');
  if (stored) return stored;
  await db
    .insert(settings)
    .values({ key: 'instanceId', value: `ARC-${randomBytes(6).toString('hex').toUpperCase()}` })
    .onConflictDoNothing();
  await invalidate(db, 'platform');
  return (await getSetting(db, 'instanceId'))!;
}
