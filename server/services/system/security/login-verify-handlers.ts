// The login verification page (`login-verify`): captcha, lockout per account and per client IP,
// session lengths, and the accounts locked now (only those inside the caller's data scope over
// users, as on the users page; an administrator's carries the reason a delegate may not unlock it). The token endpoint reads these settings on
// every attempt and the login page asks for the captcha flag on every visit, so a change
// applies to the next login.
import { and, asc, gt, ilike, or } from 'drizzle-orm';
import { users } from '../../../db/schema.ts';
import { DEFAULT_LOGIN_VERIFICATION, getSetting, mergeSetting, pickFields } from '../../../db/settings.ts';
import { audited } from '../../../audit/audit.ts';
import { ok } from '../../../http/envelope.ts';
import { containsPattern, pageWindow, toPage, totalOver } from '../../../db/paging.ts';
import type { ServiceContext, SystemHandlers } from '../../context.ts';
import { unlockUsers } from '../users/user-writes.ts';
import { accountRefusal, granterOf } from '../../../auth/grant-bounds.ts';
import { dataScopeSql } from '../../../auth/data-scope.ts';

export function loginVerifyService({ db }: ServiceContext) {
  return {
    async getLoginVerification() {
      return ok(pickFields(DEFAULT_LOGIN_VERIFICATION, await getSetting(db, 'passwordPolicy')));
    },
    async updateLoginVerification(req) {
      const next = pickFields(DEFAULT_LOGIN_VERIFICATION, req.body);
      await audited(db, req, { module: 'login-verify', action: 'update' }, async (tx, audit) => {
        audit.before = pickFields(DEFAULT_LOGIN_VERIFICATION, await mergeSetting(tx, 'passwordPolicy', next));
        audit.after = next;
      });
      return ok(next);
    },
    async listLockedAccounts(req) {
      const window = pageWindow(req.query);
      const keyword = req.query.keyword?.trim();
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const granter = await granterOf(db, req);
      const visible = await dataScopeSql(db, granter.userId, 'user', { deptColumn: users.deptId, ownerColumn: users.id });
      const locked = and(gt(users.lockedUntil, new Date()), visible);
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          realName: users.realName,
          isAdmin: users.isAdmin,
          lockedUntil: users.lockedUntil,
          total: totalOver(),
        })
        .from(users)
        .where(and(locked, pattern ? or(ilike(users.username, pattern), ilike(users.realName, pattern)) : undefined))
        .orderBy(asc(users.lockedUntil), asc(users.id))
        .limit(window.size)
        .offset(window.offset);
      return ok(
        await toPage(
          rows,
          window,
          (r) => {
            const changeRefusal = accountRefusal(granter, r);
            return {
              id: r.id,
              username: r.username,
              realName: r.realName,
              lockedUntil: r.lockedUntil!.toISOString(),
              ...(changeRefusal ? { changeRefusal } : {}),
            };
          },
          () => db.$count(users, locked),
        ),
      );
    },
    async unlockAccounts(req) {
      await unlockUsers(db, req, req.body.ids, 'login-verify');
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
