// Platform configuration and the switches the login page reads before anyone signs in.
import { getSetting } from '../../db/settings.ts';
import { ok } from '../../http/envelope.ts';
import type { SystemHandlers, ServiceContext } from '../context.ts';

export function platformService({ db }: ServiceContext) {
  return {
    async getPlatformConfig() {
      return ok(await getSetting(db, 'platform'));
    },
    async getLdapStatus() {
      return ok((await getSetting(db, 'ldap')).enabled === true);
    },
    async getUseCaptcha() {
      return ok((await getSetting(db, 'passwordPolicy')).useCaptcha);
    },
  } satisfies Partial<SystemHandlers>;
}
