// The operations of openapi/arcana-auth.yaml: the token (password, refresh and directory grants),
// logout and the captcha. The answers to a failed login are listed in sign-in-rules.ts; the
// path every login takes (limits, counters, lock, session, audit) is sign-in-attempt.ts.
import type { FastifyRequest } from 'fastify';
import { decoyHash, verifyPassword } from '../../../auth/passwords.ts';
import { refuseDirectoryPassword } from '../../../auth/password-source.ts';
import { refreshSession, revokeByRefreshToken } from '../../../auth/sessions.ts';
import { issueCaptcha } from '../../../auth/captcha.ts';
import { passwordState } from '../../../auth/password-status.ts';
import { recordAudit } from '../../../audit/audit.ts';
import { directoryAttempt } from '../../../ldap/ldap-login.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { requestLang, type AuthHandlers, type ServiceContext } from '../../context.ts';
import { directorySettings, loginPolicy, userById, userByName } from './sign-in-queries.ts';
import { grantBody, sessionLimits, type TokenBody } from './sign-in-rules.ts';
import { auditedAttempt, guardAttempt, settleAttempt } from './sign-in-attempt.ts';

export function signInService(ctx: ServiceContext) {
  const { db, config } = ctx;

  async function passwordGrant(req: FastifyRequest, body: TokenBody) {
    const policy = await guardAttempt(db, req, body);
    const username = body.username!;
    const user = await userByName(db, username);
    // A directory account has no local password: it signs in through the directory (grant_type ldap).
    if (user) refuseDirectoryPassword(user);
    // An unknown username costs the same work as a wrong password.
    const passwordOk = await verifyPassword(user ? user.passwordHash : await decoyHash(), body.password!);
    return settleAttempt(ctx, req, body, policy, { user, passwordOk: Boolean(user) && passwordOk, name: username });
  }

  /** `grant_type=ldap` (the directory half: server/ldap/ldap-login.ts); counters, lock and audit as above. */
  async function ldapGrant(req: FastifyRequest, body: TokenBody) {
    const settings = await directorySettings(db);
    if (!settings.enabled) throw new ApiError(400, 400, 'ldapOff');
    const policy = await guardAttempt(db, req, body);
    const attempt = await directoryAttempt(db, req, settings, body.username!, body.password!);
    return settleAttempt(ctx, req, body, policy, attempt, attempt.accept);
  }

  async function refreshGrant(req: FastifyRequest, body: TokenBody) {
    if (!body.refresh_token) throw new ApiError(401, 403, 'refreshInvalid');
    const policy = await loginPolicy(db);
    const tokens = await refreshSession(db, body.refresh_token, sessionLimits(config, policy));
    const user = await userById(db, tokens.userId);
    if (!user || user.status !== 1) throw new ApiError(401, 403, 'refreshInvalid');
    return grantBody(tokens, user, passwordState(user, policy), requestLang(req));
  }

  return {
    async issueToken(req, reply) {
      // RFC 6749 section 5.1: an answer that carries tokens must not be stored by any cache.
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body: TokenBody = req.body;
      if (body.grant_type === 'refresh_token') return ok(await refreshGrant(req, body));
      if (body.grant_type === 'ldap') return ok(await auditedAttempt(db, req, body, () => ldapGrant(req, body)));
      return ok(await auditedAttempt(db, req, body, () => passwordGrant(req, body)));
    },
    async logout(req) {
      const { refresh_token } = req.query;
      const userId = await revokeByRefreshToken(db, refresh_token);
      if (userId !== undefined) await recordAudit(db, req, { module: 'login', action: 'logout' }, { userId });
      return ok(userId !== undefined ? 'true' : 'false');
    },
    async captcha() {
      return ok(await issueCaptcha(db));
    },
  } satisfies Partial<AuthHandlers>;
}
