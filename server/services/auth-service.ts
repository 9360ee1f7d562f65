// Handlers of openapi/arcana-auth.yaml: token (password, refresh and LDAP grants), logout, captcha.
//
// Failed password logins answer (both for real and for unknown usernames, so the answers do not
// reveal whether an account exists):
//   HTTP 400 {code: 400, data: {remaining}}  wrong username or password, tries left before the lock
//   HTTP 423 {code: 423, data: {minutes}}    account locked (also for the right password during the lock)
//   HTTP 429 {code: 429, data: {minutes}}    too many failures from this client IP
//   HTTP 400 {code: 400, data: {captcha: 'required' | 'wrong'}}  captcha missing, wrong or expired
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import { getSetting, type PasswordPolicy } from '../db/settings.ts';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { refuseDirectoryPassword } from '../auth/password-source.ts';
import { refreshSession, revokeByRefreshToken, startSession, type IssuedTokens } from '../auth/sessions.ts';
import { consumeCaptcha, issueCaptcha } from '../auth/captcha.ts';
import {
  ipBlockedMinutes,
  lockedMinutes,
  recordAccountFailure,
  recordIpFailure,
  recordUnknownUserFailure,
  resetAccountFailures,
  unknownUserLockedMinutes,
  type FailureOutcome,
} from '../auth/lockout.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { passwordState } from '../auth/password-status.ts';
import { recordAudit } from '../audit/audit.ts';
import { loginAttempts } from '../monitor/prometheus.ts';
import type { AuthHandlers, ServiceContext } from './context.ts';
import type { components } from '../gen/arcana-auth.ts';
import { directoryAttempt } from '../ldap/ldap-login.ts';
import type { LocalUser } from '../ldap/provision.ts';

/** The contract's token request as it arrives: a form body carries `remember_me` as the text 'true'. */
type TokenBody = Omit<components['schemas']['TokenRequest'], 'remember_me'> & { remember_me?: boolean | string };

function grantBody(tokens: IssuedTokens, user: typeof users.$inferSelect, state: { passwordStatus: number; expireAfterDays: number }) {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer' as const,
    expires_in: tokens.expiresIn,
    expire_time: tokens.expireTime,
    user_id: user.id,
    username: user.username,
    real_name: user.realName,
    password_status: state.passwordStatus,
    expire_after_days: state.expireAfterDays,
  };
}

const lockedError = (minutes: number) => new ApiError(423, 423, 'locked', { minutes }, { minutes });

function failureError(outcome: FailureOutcome): ApiError {
  if (outcome.kind === 'locked') return lockedError(outcome.minutes);
  return new ApiError(400, 400, 'badCredentials', { left: outcome.remaining }, { remaining: outcome.remaining });
}

export function authService(ctx: ServiceContext): AuthHandlers {
  const { db, config } = ctx;

  async function checkCaptcha(body: TokenBody, policy: PasswordPolicy) {
    if (!policy.useCaptcha) return;
    if (!body.captcha_key || !body.captcha_code) {
      await consumeCaptcha(db, body.captcha_key, undefined);
      throw new ApiError(400, 400, 'captchaRequired', {}, { captcha: 'required' });
    }
    if (!(await consumeCaptcha(db, body.captcha_key, body.captcha_code))) {
      throw new ApiError(400, 400, 'captchaWrong', {}, { captcha: 'wrong' });
    }
  }

  /** The checks before any credential is looked at: the client IP's limit and the captcha. */
  async function guardAttempt(req: FastifyRequest, body: TokenBody): Promise<PasswordPolicy> {
    if (!body.username || !body.password) throw new ApiError(400, 400, 'badCredentialsNoCount');
    const policy = await getSetting(db, 'passwordPolicy');
    const ipMinutes = await ipBlockedMinutes(db, req.ip, policy);
    if (ipMinutes > 0) throw new ApiError(429, 429, 'ipLimited', { minutes: ipMinutes }, { minutes: ipMinutes });
    await checkCaptcha(body, policy);
    return policy;
  }

  /**
   * One path for every kind of login once the credential was checked (password or directory):
   * failure counters per account, per client IP and for unknown names, the lock (which holds
   * even for the right password), the status check and the session. `accept` runs only for a
   * right password on an unlocked account: it may make or update the local user (directory login).
   */
  async function settleAttempt(
    req: FastifyRequest,
    body: TokenBody,
    policy: PasswordPolicy,
    attempt: { user: LocalUser | undefined; passwordOk: boolean; name: string },
    accept: (user: LocalUser | undefined) => Promise<LocalUser> = async (user) => user!,
  ) {
    const ip = req.ip;
    const { user, passwordOk } = attempt;
    if (!user && !passwordOk) {
      // The same answers as for a real account (see recordUnknownUserFailure).
      await recordIpFailure(db, ip, policy);
      req.log.info({ ip }, 'login failed: unknown user');
      throw failureError(await recordUnknownUserFailure(db, attempt.name, policy));
    }
    if (!user) {
      // A directory user's first login: failures counted under the name before still lock it.
      const minutes = await unknownUserLockedMinutes(db, attempt.name);
      if (minutes > 0) throw lockedError(minutes);
    } else {
      const lockMinutes = lockedMinutes(user);
      if (!passwordOk) await recordIpFailure(db, ip, policy);
      if (lockMinutes > 0) {
        req.log.info({ userId: user.id, ip }, 'login refused: account locked');
        throw lockedError(lockMinutes);
      }
      if (!passwordOk) {
        const outcome = await recordAccountFailure(db, user.id, policy);
        req.log.info({ userId: user.id, ip, outcome: outcome.kind }, 'login failed: wrong password');
        throw failureError(outcome);
      }
    }
    const accepted = await accept(user);
    await resetAccountFailures(db, accepted.id);
    if (accepted.status !== 1) throw new ApiError(403, 403, 'disabled');
    const remember = body.remember_me === true || body.remember_me === 'true';
    const tokens = await startSession(db, accepted.id, remember, {
      accessTokenTtl: config.accessTokenTtl,
      loginTimeoutMinutes: policy.loginTimeoutMinutes,
      rememberMeDays: policy.rememberMeDays,
    });
    req.log.info({ userId: accepted.id, ip }, 'login');
    return grantBody(tokens, accepted, passwordState(accepted, policy));
  }

  async function passwordGrant(req: FastifyRequest, body: TokenBody) {
    const policy = await guardAttempt(req, body);
    const username = body.username!;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      .limit(1);
    // A directory account has no local password: it signs in through the directory (grant_type ldap).
    if (user) refuseDirectoryPassword(user);
    // An unknown username costs the same work as a wrong password.
    const passwordOk = await verifyPassword(user ? user.passwordHash : await decoyHash(), body.password!);
    return settleAttempt(req, body, policy, { user, passwordOk: Boolean(user) && passwordOk, name: username });
  }

  /** `grant_type=ldap` (the directory half: server/ldap/ldap-login.ts); counters, lock and audit as above. */
  async function ldapGrant(req: FastifyRequest, body: TokenBody) {
    const settings = await getSetting(db, 'ldap');
    if (!settings.enabled) throw new ApiError(400, 400, 'ldapOff');
    const policy = await guardAttempt(req, body);
    const attempt = await directoryAttempt(db, req, settings, body.username!, body.password!);
    return settleAttempt(req, body, policy, attempt, attempt.accept);
  }

  async function refreshGrant(body: TokenBody) {
    if (!body.refresh_token) throw new ApiError(401, 403, 'refreshInvalid');
    const policy = await getSetting(db, 'passwordPolicy');
    const tokens = await refreshSession(db, body.refresh_token, {
      accessTokenTtl: config.accessTokenTtl,
      loginTimeoutMinutes: policy.loginTimeoutMinutes,
      rememberMeDays: policy.rememberMeDays,
    });
    const [user] = await db.select().from(users).where(eq(users.id, tokens.userId)).limit(1);
    if (!user || user.status !== 1) throw new ApiError(401, 403, 'refreshInvalid');
    return grantBody(tokens, user, passwordState(user, policy));
  }

  /** Every password or directory login attempt leaves an audit row: login, failure, or lockout (HTTP 423). */
  async function audit<T extends { user_id: number; username: string }>(
    req: FastifyRequest,
    body: TokenBody,
    grant: () => Promise<T>,
  ): Promise<T> {
    const attempted = (body.username ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 64);
    try {
      const granted = await grant();
      await recordAudit(db, req, { module: 'login', action: 'login' }, { userId: granted.user_id, username: granted.username });
      loginAttempts.inc({ result: 'success' });
      return granted;
    } catch (err) {
      if (err instanceof ApiError) {
        loginAttempts.inc({ result: err.status === 423 ? 'locked' : err.status === 429 ? 'rate_limited' : 'failure' });
        const action = err.status === 423 ? 'lockout' : 'login-failure';
        await recordAudit(db, req, { module: 'login', action, outcome: 'failure', detail: err.key }, { username: attempted });
      }
      throw err;
    }
  }

  return {
    async issueToken(req, reply) {
      // RFC 6749 section 5.1: an answer that carries tokens must not be stored by any cache.
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body: TokenBody = req.body;
      if (body.grant_type === 'refresh_token') return ok(await refreshGrant(body));
      if (body.grant_type === 'ldap') return ok(await audit(req, body, () => ldapGrant(req, body)));
      return ok(await audit(req, body, () => passwordGrant(req, body)));
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
  };
}
