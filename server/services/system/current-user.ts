// The signed-in user: profile, password change (refused to directory accounts; the notice count is
// in messages/notice-handlers.ts).
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, userPreferences, users } from '../../db/schema.ts';
import { getSetting } from '../../db/settings.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { refuseDirectoryPassword } from '../../auth/password-source.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { passwordPolicyError, passwordState } from '../../auth/password-status.ts';
import { refuseRecentPassword, rememberReplacedPassword } from '../../auth/password-history.ts';
import { audited } from '../../audit/audit.ts';
import { invalidate } from '../../cache/invalidate.ts';
import { authOf, requestLang, type SystemHandlers, type ServiceContext } from '../context.ts';

/** The interface language stored in the user's preferences ('' when none). */
async function preferredLang(db: ServiceContext['db'], userId: number): Promise<'' | 'en_US' | 'zh_CN'> {
  const [row] = await db.select({ lang: userPreferences.lang }).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row?.lang === 'en_US' || row?.lang === 'zh_CN' ? row.lang : '';
}

export function userService({ db }: ServiceContext) {
  async function loadUser(id: number) {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw new ApiError(401, 401, 'tokenInvalid');
    return user;
  }

  return {
    async getCurrentUser(req) {
      const user = await loadUser(authOf(req).userId);
      const state = passwordState(user, await getSetting(db, 'passwordPolicy'));
      return ok({
        id: user.id,
        username: user.username,
        realName: user.realName,
        email: user.email,
        phone: user.phone,
        deptName: '',
        passwordStatus: state.passwordStatus,
        expireAfterDays: state.expireAfterDays,
        passwordSource: user.source,
        lang: await preferredLang(db, user.id),
      });
    },
    // Spec section 5, each failure with its own message: entries match, new differs from old,
    // the policy's length and character classes; then the old password itself; then the
    // history (last N passwords), which needs the old password proven first. Everything from
    // reading the stored password to revoking the other sessions is one transaction that holds
    // the user's row, so two changes at once cannot both pass the old-password check.
    async updatePassword(req) {
      const body = req.body;
      const lang = requestLang(req);
      const { userId, sessionId } = authOf(req);
      refuseDirectoryPassword(await loadUser(userId));
      if (body.newPassword !== body.confirmPassword) throw new ApiError(400, 400, 'mismatch');
      if (body.newPassword === body.oldPassword) throw new ApiError(400, 400, 'sameAsOld');
      const rules = await getSetting(db, 'passwordPolicy');
      const refusal = passwordPolicyError(body.newPassword, rules, lang);
      if (refusal) throw refusal;
      await audited(db, req, { module: 'user', action: 'change-password' }, async (tx, audit) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
        if (!user) throw new ApiError(401, 401, 'tokenInvalid');
        refuseDirectoryPassword(user); // converted while this request waited for the row
        if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw new ApiError(400, 400, 'oldPasswordWrong');
        await refuseRecentPassword(tx, user.id, body.newPassword, rules);
        const passwordHash = await hashPassword(body.newPassword);
        await rememberReplacedPassword(tx, [user.id]);
        await tx.update(users).set({ passwordHash, passwordStatus: 0, passwordChangedAt: new Date() }).where(eq(users.id, user.id));
        // Whoever held the old password may hold other sessions: end them, keep this one.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
        await invalidate(tx, 'sessions');
        audit.detail = user.username;
        audit.after = { id: user.id, username: user.username, passwordStatus: 0 };
      });
      req.log.info({ userId }, 'password changed');
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
