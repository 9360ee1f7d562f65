// Licence rules, in one place for home and administration: the platform licence's status
// (0 effective, 1 restricted within 30 days after expiry, 2 expired, 3 not activated), the .lic
// file format `ARCANA-LIC-1.<base64url JSON>.<base64url HMAC-SHA256>` (signing and verifying),
// and each application's licence state from the installed licence's application entries.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { LicenseSettings } from './license-settings.ts';
import { ApiError } from '../../../contract/envelope.ts';

export const RESTRICTED_PERIOD_DAYS = 30;
export const LICENSE_PREFIX = 'ARCANA-LIC-1';

export function licenseStatus(license: LicenseSettings | null, now = Date.now()): 0 | 1 | 2 | 3 {
  if (!license || !license.activated) return 3;
  if (!license.expireDate) return 0;
  const end = Date.parse(`${license.expireDate}T23:59:59.999Z`);
  if (now <= end) return 0;
  if (now <= end + RESTRICTED_PERIOD_DAYS * 86_400_000) return 1;
  return 2;
}

export type LicensePayload = Omit<LicenseSettings, 'activated'>;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`${LICENSE_PREFIX}.${body}`).digest();

/** The text of a .lic file for `payload` (tests and the licence tool use it). */
export function signLicense(secret: string, payload: LicensePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${LICENSE_PREFIX}.${body}.${mac(secret, body).toString('base64url')}\n`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));
const optString = (v: unknown, max = 200) => v === undefined || (typeof v === 'string' && v.length <= max);

function checkPayload(p: unknown): LicensePayload | null {
  if (!p || typeof p !== 'object' || Array.isArray(p)) return null;
  const o = p as Record<string, unknown>;
  if (typeof o.licenseId !== 'string' || !o.licenseId || o.licenseId.length > 64) return null;
  if (o.type !== 'Trial' && o.type !== 'Recurring' && o.type !== 'Perpetual') return null;
  if (!optString(o.authorizedFirm) || !optString(o.issuedAt, 64)) return null;
  if (o.cpuCoresTotal !== undefined && !(Number.isInteger(o.cpuCoresTotal) && (o.cpuCoresTotal as number) >= 0)) return null;
  if (o.expireDate !== null && o.expireDate !== undefined && !isDate(o.expireDate)) return null;
  if (o.apps !== undefined) {
    if (!Array.isArray(o.apps) || o.apps.length > 500) return null;
    for (const a of o.apps as Array<Record<string, unknown>>) {
      if (!a || typeof a !== 'object' || typeof a.code !== 'string' || !a.code) return null;
      if (!optString(a.scope) || !optString(a.version, 64)) return null;
      if (a.expireDate !== null && a.expireDate !== undefined && !isDate(a.expireDate)) return null;
    }
  }
  return {
    licenseId: o.licenseId,
    type: o.type,
    authorizedFirm: (o.authorizedFirm as string | undefined) ?? '',
    cpuCoresTotal: (o.cpuCoresTotal as number | undefined) ?? 0,
    expireDate: o.expireDate ?? null,
    ...(o.issuedAt ? { issuedAt: o.issuedAt as string } : {}),
    ...(o.apps
      ? {
          apps: (o.apps as Array<Record<string, unknown>>).map((a) => ({
            code: a.code as string,
            scope: (a.scope as string | undefined) ?? '',
            version: (a.version as string | undefined) ?? '',
            expireDate: (a.expireDate as string | null | undefined) ?? null,
          })),
        }
      : {}),
  };
}

/** Verifies a .lic file; throws HTTP 400 "invalid licence file" on any defect. */

/** Verifies a .lic file; throws HTTP 400 "invalid licence file" on any defect. */
export function verifyLicense(secret: string, fileName: string, content: string): LicensePayload {
  if (!/\.lic$/i.test(fileName.trim())) throw new ApiError(400, 400, 'licenseFileType');
  const parts = content.trim().split('.');
  if (parts.length !== 3 || parts[0] !== LICENSE_PREFIX) throw new ApiError(400, 400, 'invalidLicense');
  const [, body, signature] = parts as [string, string, string];
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(400, 400, 'invalidLicense');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, 400, 'invalidLicense');
  }
  const payload = checkPayload(parsed);
  if (!payload) throw new ApiError(400, 400, 'invalidLicense');
  return payload;
}

/** The licence as the contract shows it. */
export function toApiLicense(license: LicenseSettings) {
  return {
    licenseId: license.licenseId,
    type: license.type,
    authorizedFirm: license.authorizedFirm,
    cpuCoresUsed: availableParallelism(),
    cpuCoresTotal: license.cpuCoresTotal,
    expireDate: license.expireDate,
    status: licenseStatus(license),
    ...(license.issuedAt ? { issuedAt: license.issuedAt } : {}),
    apps: license.apps ?? [],
  };
}

export type AppLicenseStatus = 'effect' | 'narrow' | 'overdue' | 'unactivated';
interface StoredAppLicense {
  scope?: string;
  version?: string;
  expireDate?: string | null;
}

/** Application licences by app code: the entries of the installed licence, its only source. */
export type AppLicenses = ReadonlyMap<string, StoredAppLicense>;

/** effect until the end of the expiry day, narrow in the 30 days after, overdue later. */
export function appLicenseStatus(license: StoredAppLicense | undefined, now = Date.now()): AppLicenseStatus {
  if (!license) return 'unactivated';
  const { expireDate } = license;
  if (!expireDate) return 'effect';
  const end = Date.parse(`${expireDate}T23:59:59.999Z`);
  if (Number.isNaN(end) || now <= end) return 'effect';
  return now <= end + RESTRICTED_PERIOD_DAYS * 86_400_000 ? 'narrow' : 'overdue';
}
