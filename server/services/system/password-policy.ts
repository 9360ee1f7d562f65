// The password policy document (settings key `passwordPolicy`): its lockout, session and
// lifetime numbers are what the token endpoint and the password change enforce.
import { getSetting, putSetting, type PasswordPolicy } from '../../db/settings.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../context.ts';

const FIELDS: Array<keyof PasswordPolicy> = [
  'requireDigits', 'requireUppercase', 'requireLowercase', 'requireSpecial', 'lifetimeDays', 'reminderDays',
  'lockCount', 'lockWindowMinutes', 'lockMinutes', 'loginTimeoutMinutes', 'useCaptcha', 'ipFailureLimit',
];

/** Only the policy's own fields, so an older stored document with extra keys never leaks out. */
function pick(policy: PasswordPolicy): PasswordPolicy {
  return Object.fromEntries(FIELDS.map((k) => [k, policy[k]])) as unknown as PasswordPolicy;
}

export function passwordPolicyService({ db }: ServiceContext) {
  return {
    async getPasswordPolicy() {
      return ok(pick(await getSetting(db, 'passwordPolicy')));
    },
    async updatePasswordPolicy(req) {
      // The schema has checked every field's type and range; what is left is the rule across fields.
      const next = pick({ ...(await getSetting(db, 'passwordPolicy')), ...(req.body as Partial<PasswordPolicy>) });
      if (next.lifetimeDays > 0 && next.reminderDays >= next.lifetimeDays) {
        throw new ApiError(400, 400, 'reminderTooLong', { reminder: next.reminderDays, lifetime: next.lifetimeDays });
      }
      await putSetting(db, 'passwordPolicy', next);
      req.log.info({ userId: authOf(req).userId }, 'password policy changed');
      return ok(next);
    },
  } satisfies Partial<SystemHandlers>;
}
