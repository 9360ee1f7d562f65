// The login verification page (`login-verify`): captcha, lockout per account and per client IP,
// session lengths, and the accounts locked now (only those inside the caller's data scope over
// users, as on the users page; an administrator's carries the reason a delegate may not unlock
// it). The token endpoint reads these settings on every attempt and the login page asks for the
// captcha flag on every visit, so a change applies to the next login. Database calls in
// login-verify-queries.ts.
import { audited } from '../../../audit/audit.ts';
import { ok } from '../../../contract/envelope.ts';
import { pageWindow, toPage } from '../../../db/paging.ts';
import { requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import { shownRealName } from '../users/real-name.ts';
import { unlockUsers } from '../users/user-writes.ts';
import { accountRefusal, granterOf } from '../../../auth/grant-bounds.ts';
import { lockedAccountsPage, loginVerification, loginVerificationFields, replaceLoginVerification } from './login-verify-queries.ts';

export function loginVerifyService({ db }: ServiceContext) {
  return {
    async getLoginVerification() {
      return ok(await loginVerification(db));
    },
    async updateLoginVerification(req) {
      const next = loginVerificationFields(req.body);
      await audited(db, req, { module: 'login-verify', action: 'update' }, async (tx, audit) => {
        audit.before = await replaceLoginVerification(tx, next);
        audit.after = next;
      });
      return ok(next);
    },
    async listLockedAccounts(req) {
      const lang = requestLang(req);
      const window = pageWindow(req.query);
      const granter = await granterOf(db, req);
      const { rows, countAll } = await lockedAccountsPage(db, granter.userId, req.query.keyword?.trim(), window);
      return ok(
        await toPage(
          rows,
          window,
          (r) => {
            const changeRefusal = accountRefusal(granter, r);
            return {
              id: r.id,
              username: r.username,
              realName: shownRealName(r, lang),
              lockedUntil: r.lockedUntil!.toISOString(),
              ...(changeRefusal ? { changeRefusal } : {}),
            };
          },
          countAll,
        ),
      );
    },
    async unlockAccounts(req) {
      await unlockUsers(db, req, req.body.ids, 'login-verify');
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
