// The password policy page (`password-policy`): the rules a new password must meet, and the
// users whose password never expires (users.password_never_expires; local accounts only).
import { audited } from '../../../audit/audit.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { withShownRealName } from '../users/real-name.ts';
import { refuseDirectoryPassword } from '../../../auth/password-source.ts';
import { neverExpireUsers, passwordRules, replacePasswordRules, setPasswordNeverExpires } from './password-policy-queries.ts';
import { assertPasswordRulesConsistent, passwordRulesOf } from './password-policy-rules.ts';

export function passwordPolicyService({ db }: ServiceContext) {
  return {
    async getPasswordPolicy() {
      return ok(await passwordRules(db));
    },
    async updatePasswordPolicy(req) {
      const rules = passwordRulesOf(req.body);
      assertPasswordRulesConsistent(rules);
      await audited(db, req, { module: 'password-policy', action: 'update' }, async (tx, audit) => {
        audit.before = await replacePasswordRules(tx, rules);
        audit.after = rules;
      });
      return ok(rules);
    },
    async listNeverExpireUsers(req) {
      const lang = requestLang(req);
      return ok((await neverExpireUsers(db)).map((u) => withShownRealName(u, lang)));
    },
    async setNeverExpireUsers(req) {
      const { userIds, neverExpires } = req.body;
      const list = await audited(
        db,
        req,
        { module: 'password-policy', action: neverExpires ? 'never-expire-add' : 'never-expire-remove' },
        async (tx, audit) => {
          const changed = await setPasswordNeverExpires(tx, userIds, neverExpires);
          if (changed.length !== userIds.length) throw new ApiError(404, 404, 'recordNotFound');
          for (const user of changed) refuseDirectoryPassword(user); // rolls the whole change back
          audit.after = { neverExpires, users: changed.map(({ source: _source, ...u }) => u) };
          return neverExpireUsers(tx);
        },
      );
      const lang = requestLang(req);
      return ok(list.map((u) => withShownRealName(u, lang)));
    },
  } satisfies Partial<SystemHandlers>;
}
