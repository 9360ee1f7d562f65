// Handlers of the licence area (openapi/system/license.yaml): status for home, the installed
// licence, checking and installing a .lic file, and this installation's instances. Rules in
// license-rules.ts, database calls in license-queries.ts.
import type { FastifyRequest } from 'fastify';
import { availableParallelism, hostname } from 'node:os';
import type { LicenseSettings } from './license-settings.ts';
import { audited } from '../../../audit/audit.ts';
import { ok } from '../../../contract/envelope.ts';
import { type SystemHandlers, type ServiceContext } from '../../context.ts';
import { licenseStatus, toApiLicense, verifyLicense, type LicensePayload } from './license-rules.ts';
import { installedLicense, instanceId, licenseSecret, replaceLicense } from './license-queries.ts';

const STARTED_AT = new Date().toISOString();

export function licenseService({ db }: ServiceContext) {
  async function readFile(req: FastifyRequest): Promise<LicensePayload> {
    const { fileName, content } = req.body as { fileName: string; content: string };
    return verifyLicense(await licenseSecret(db), fileName, content);
  }

  return {
    async getLicenseStatus() {
      const license = await installedLicense(db);
      return ok({ status: licenseStatus(license), type: license?.type, expireDate: license?.expireDate ?? null });
    },
    async getLicenseInfo() {
      const license = await installedLicense(db);
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
      // The file's application entries are the applications' licences (license-rules.ts), so
      // installing it replaces them all at once: an application it omits is unactivated.
      await audited(db, req, { module: 'license', action: 'upload' }, async (tx, audit) => {
        audit.before = await replaceLicense(tx, license);
        audit.after = license;
      });
      req.log.info({ licenseId: license.licenseId, type: license.type }, 'licence installed');
      return ok(toApiLicense(license));
    },
  } satisfies Partial<SystemHandlers>;
}
