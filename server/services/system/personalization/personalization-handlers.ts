// Personalisation (the platform configuration: menu `personalization`, contract
// openapi/system/personalization.yaml) and the switches the login page reads before anyone signs
// in. Database calls in personalization-queries.ts.
import type { PlatformSettings } from './personalization-settings.ts';
import { audited } from '../../../audit/audit.ts';
import { ok } from '../../../contract/envelope.ts';
import type { SystemHandlers, ServiceContext } from '../../context.ts';
import { captchaRequired, ldapEnabled, platformSettings, putPlatformSettings } from './personalization-queries.ts';

export function personalizationService({ db }: ServiceContext) {
  return {
    async getPlatformConfig() {
      return ok(await platformSettings(db));
    },
    async updatePlatformConfig(req) {
      const body = req.body;
      const old = await platformSettings(db);
      const i18nName = { ...old.i18nName, ...body.i18nName };
      const next: PlatformSettings = {
        ...old,
        ...body,
        title: body.title.trim(),
        i18nName,
        // The organisation names the tab title (spec section 2); it follows the platform's.
        organization: {
          ...old.organization,
          name: body.title.trim(),
          title: body.title.trim(),
          i18nNames: i18nName,
          logo: body.titlePageLogo ?? old.organization.logo,
          titlePageLogo: body.titlePageLogo ?? old.organization.titlePageLogo,
        },
      };
      await audited(db, req, { module: 'personalization', action: 'update' }, async (tx, audit) => {
        await putPlatformSettings(tx, next);
        Object.assign(audit, { before: old, after: next });
      });
      return ok(next);
    },
    async getLdapStatus() {
      return ok(await ldapEnabled(db));
    },
    async getUseCaptcha() {
      return ok(await captchaRequired(db));
    },
  } satisfies Partial<SystemHandlers>;
}
