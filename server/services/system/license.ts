// Licence status: 0 effective, 1 restricted (within 30 days after expiry), 2 expired, 3 not activated.
import { getSetting, type LicenseSettings } from '../../db/settings.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers, ServiceContext } from '../context.ts';

export const RESTRICTED_PERIOD_DAYS = 30;

export function licenseStatus(license: LicenseSettings | null, now = Date.now()): 0 | 1 | 2 | 3 {
  if (!license || !license.activated) return 3;
  if (!license.expireDate) return 0;
  const end = Date.parse(`${license.expireDate}T23:59:59.999Z`);
  if (now <= end) return 0;
  if (now <= end + RESTRICTED_PERIOD_DAYS * 86_400_000) return 1;
  return 2;
}

export function licenseService({ db }: ServiceContext): Handlers {
  return {
    async getLicenseStatus() {
      const license = await getSetting(db, 'license');
      return ok({ status: licenseStatus(license), type: license?.type, expireDate: license?.expireDate ?? null });
    },
    async getLicenseInfo() {
      const license = await getSetting(db, 'license');
      if (!license) return ok({ license: null });
      return ok({
        license: {
          licenseId: license.licenseId,
          type: license.type,
          authorizedFirm: license.authorizedFirm,
          cpuCoresUsed: 2,
          cpuCoresTotal: license.cpuCoresTotal,
          expireDate: license.expireDate,
          status: licenseStatus(license),
        },
      });
    },
  };
}
