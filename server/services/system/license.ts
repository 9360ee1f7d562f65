// Platform licence. Status: 0 effective, 1 restricted (within 30 days after expiry), 2 expired,
// 3 not activated. A .lic file is `ARCANA-LIC-1.<base64url JSON>.<base64url HMAC-SHA256>`, signed
// with ARCANA_LICENSE_SECRET or, without it, a secret generated once and kept in the settings.
import type { FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import type { Db } from '../../db/open.ts';
import { settings } from '../../db/schema.ts';
import { audited } from '../../audit/audit.ts';
import { getSetting, putSetting, type LicenseSettings } from '../../db/settings.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { type SystemHandlers, type ServiceContext } from '../context.ts';
import { invalidate } from '../../cache/invalidate.ts';
import { keyRing } from '../../secrets/key-ring.ts';
import { sealSetting } from '../../secrets/stored-secrets.ts';

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

function toApiLicense(license: LicenseSettings) {
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

const STARTED_AT = new Date().toISOString();

/** A stable ID of this installation, generated on first use (insert-if-absent, then re-read). */
async function instanceId(db: Db): Promise<string> {
  const stored = await getSetting(db, 'instanceId');
  if (stored) return stored;
  await db
    .insert(settings)
    .values({ key: 'instanceId', value: `ARC-${randomBytes(6).toString('hex').toUpperCase()}` })
    .onConflictDoNothing();
  await invalidate(db, 'platform');
  return (await getSetting(db, 'instanceId'))!;
}

export function licenseService({ db }: ServiceContext) {
  async function readFile(req: FastifyRequest): Promise<LicensePayload> {
    const { fileName, content } = req.body as { fileName: string; content: string };
    return verifyLicense(await licenseSecret(db), fileName, content);
  }

  return {
    async getLicenseStatus() {
      const license = await getSetting(db, 'license');
      return ok({ status: licenseStatus(license), type: license?.type, expireDate: license?.expireDate ?? null });
    },
    async getLicenseInfo() {
      const license = await getSetting(db, 'license');
      return ok({ license: license ? toApiLicense(license) : null });
    },
    async parseLicense(req) {
      return ok(toApiLicense({ ...(await readFile(req)), activated: true }));
    },
    async getLicenseInstances() {
      return ok({
        instanceId: await instanceId(db),
        cpuCores: availableParallelism(),
        nodes: [{ host: hostname(), pid: process.pid, cpuCores: availableParallelism(), startedAt: STARTED_AT }],
      });
    },
    async uploadLicense(req) {
      const license: LicenseSettings = { ...(await readFile(req)), activated: true };
      // The file's application entries are the applications' licences (read by apps.ts), so
      // installing it replaces them all at once: an application it omits is unactivated.
      await audited(db, req, { module: 'license', action: 'upload' }, async (tx, audit) => {
        audit.before = await getSetting(tx as unknown as Db, 'license');
        await putSetting(tx as unknown as Db, 'license', license);
        audit.after = license;
      });
      req.log.info({ licenseId: license.licenseId, type: license.type }, 'licence installed');
      return ok(toApiLicense(license));
    },
  } satisfies Partial<SystemHandlers>;
}
