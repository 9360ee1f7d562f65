// The login verification page (`login-verify`): captcha, lockout per account and per client IP,
// session lengths, and the accounts locked now. The token endpoint reads these settings on
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
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          realName: users.realName,
          lockedUntil: users.lockedUntil,
          total: totalOver(),
        })
        .from(users)
        .where(
          and(gt(users.lockedUntil, new Date()), pattern ? or(ilike(users.username, pattern), ilike(users.realName, pattern)) : undefined),
        )
        .orderBy(asc(users.lockedUntil), asc(users.id))
        .limit(window.size)
        .offset(window.offset);
      return ok(
        await toPage(
          rows,
          window,
          (r) => ({ id: r.id, username: r.username, realName: r.realName, lockedUntil: r.lockedUntil!.toISOString() }),
          () => db.$count(users, gt(users.lockedUntil, new Date())),
        ),
      );
    },
    async unlockAccounts(req) {
      await unlockUsers(db, req, req.body.ids, 'login-verify');
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
