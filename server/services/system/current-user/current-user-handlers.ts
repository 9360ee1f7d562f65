// The signed-in user: profile, password change (refused to directory accounts; the notice count is
// in messages/notice-handlers.ts). Database calls in current-user-queries.ts.
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { refuseDirectoryPassword } from '../../../auth/password-source.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { passwordPolicyError, passwordState } from '../../../auth/password-status.ts';
import { refuseRecentPassword, rememberReplacedPassword } from '../../../auth/password-history.ts';
import { revokeOtherSessions } from '../../../auth/sessions.ts';
import { audited } from '../../../audit/audit.ts';
import { authOf, requestLang, type SystemHandlers, type ServiceContext } from '../../context.ts';
import { shownRealName } from '../users/real-name.ts';
import { lockUser, passwordPolicy, preferredLang, setOwnPassword, userById } from './current-user-queries.ts';

export function userService({ db }: ServiceContext) {
  async function loadUser(id: number) {
    const user = await userById(db, id);
    if (!user) throw new ApiError(401, 401, 'tokenInvalid');
    return user;
  }

  return {
    async getCurrentUser(req) {
      const user = await loadUser(authOf(req).userId);
      const state = passwordState(user, await passwordPolicy(db));
      return ok({
        id: user.id,
        username: user.username,
        realName: shownRealName(user, requestLang(req)),
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
      const rules = await passwordPolicy(db);
      const refusal = passwordPolicyError(body.newPassword, rules, lang);
      if (refusal) throw refusal;
      await audited(db, req, { module: 'user', action: 'change-password' }, async (tx, audit) => {
        const user = await lockUser(tx, userId);
        if (!user) throw new ApiError(401, 401, 'tokenInvalid');
        refuseDirectoryPassword(user); // converted while this request waited for the row
        if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw new ApiError(400, 400, 'oldPasswordWrong');
        await refuseRecentPassword(tx, user.id, body.newPassword, rules);
        const passwordHash = await hashPassword(body.newPassword);
        await rememberReplacedPassword(tx, [user.id]);
        await setOwnPassword(tx, user.id, passwordHash);
        // Whoever held the old password may hold other sessions: end them, keep this one.
        await revokeOtherSessions(tx, user.id, sessionId);
        audit.detail = user.username;
        audit.after = { id: user.id, username: user.username, passwordStatus: 0 };
      });
      req.log.info({ userId }, 'password changed');
      return ok(true);
    },
  } satisfies Partial<SystemHandlers>;
}
