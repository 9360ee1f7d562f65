// The password policy page (`password-policy`): the rules a new password must meet, and the
// users whose password never expires (users.password_never_expires; local accounts only).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import { DEFAULT_PASSWORD_RULES, getSetting, mergeSetting, pickFields } from '../../../db/settings.ts';
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../http/envelope.ts';
import type { DbOrTx } from '../../../db/transaction.ts';
import type { ServiceContext, SystemHandlers } from '../../context.ts';
import { refuseDirectoryPassword } from '../../../auth/password-source.ts';

const USER_OPTION = { id: users.id, username: users.username, realName: users.realName };

// Directory accounts are left out: their password never expires here because it is not here.
const neverExpireUsers = (db: DbOrTx) =>
  db
    .select(USER_OPTION)
    .from(users)
    .where(and(eq(users.passwordNeverExpires, true), eq(users.source, 'local')))
    .orderBy(asc(users.username));

export function passwordPolicyService({ db }: ServiceContext) {
  return {
    async getPasswordPolicy() {
      return ok(pickFields(DEFAULT_PASSWORD_RULES, await getSetting(db, 'passwordPolicy')));
    },
    async updatePasswordPolicy(req) {
      // The contract has checked each field's type and range; what is left are the rules across fields.
      const rules = pickFields(DEFAULT_PASSWORD_RULES, req.body);
      if (rules.minLength > rules.maxLength) throw new ApiError(400, 400, 'minAboveMax', { min: rules.minLength, max: rules.maxLength });
      if (rules.lifetimeDays > 0 && rules.reminderDays >= rules.lifetimeDays) {
        throw new ApiError(400, 400, 'reminderTooLong', { reminder: rules.reminderDays, lifetime: rules.lifetimeDays });
      }
      await audited(db, req, { module: 'password-policy', action: 'update' }, async (tx, audit) => {
        audit.before = pickFields(DEFAULT_PASSWORD_RULES, await mergeSetting(tx, 'passwordPolicy', rules));
        audit.after = rules;
      });
      return ok(rules);
    },
    async listNeverExpireUsers() {
      return ok(await neverExpireUsers(db));
    },
    async setNeverExpireUsers(req) {
      const { userIds, neverExpires } = req.body;
      const list = await audited(
        db,
        req,
        { module: 'password-policy', action: neverExpires ? 'never-expire-add' : 'never-expire-remove' },
        async (tx, audit) => {
          const changed = await tx
            .update(users)
            .set({ passwordNeverExpires: neverExpires })
            .where(inArray(users.id, userIds))
            .returning({ ...USER_OPTION, source: users.source });
          if (changed.length !== userIds.length) throw new ApiError(404, 404, 'recordNotFound');
          for (const user of changed) refuseDirectoryPassword(user); // rolls the whole change back
          audit.after = { neverExpires, users: changed.map(({ source: _source, ...u }) => u) };
          return neverExpireUsers(tx);
        },
      );
      return ok(list);
    },
  } satisfies Partial<SystemHandlers>;
}
