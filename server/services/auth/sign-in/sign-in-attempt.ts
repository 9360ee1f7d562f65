// One path for every password and directory login: the client IP's limit and the captcha before
// any credential is looked at, then the failure counters (per account, per client IP, for unknown
// names), the lock (which holds even for the right password), the status check and the session,
// and an audit row and a metric for every outcome. The counters and the lock are auth/lockout.ts.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/open.ts';
import type { PasswordPolicy } from '../../../auth/password-policy.ts';
import type { ServerConfig } from '../../../config.ts';
import { consumeCaptcha } from '../../../auth/captcha.ts';
import { startSession } from '../../../auth/sessions.ts';
import { passwordState } from '../../../auth/password-status.ts';
import {
  ipBlockedMinutes,
  lockedMinutes,
  recordAccountFailure,
  recordIpFailure,
  recordUnknownUserFailure,
  resetAccountFailures,
  unknownUserLockedMinutes,
} from '../../../auth/lockout.ts';
import { recordAudit } from '../../../audit/audit.ts';
import { loginAttempts } from '../../../monitor/prometheus.ts';
import { ApiError } from '../../../contract/envelope.ts';
import { requestLang } from '../../context.ts';
import type { LocalUser } from '../../../ldap/provision.ts';
import { loginPolicy } from './sign-in-queries.ts';
import {
  attemptedName,
  failureError,
  grantBody,
  lockedError,
  refusalKind,
  rememberMe,
  sessionLimits,
  type TokenBody,
} from './sign-in-rules.ts';

async function checkCaptcha(db: Db, body: TokenBody, policy: PasswordPolicy) {
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
export async function guardAttempt(db: Db, req: FastifyRequest, body: TokenBody): Promise<PasswordPolicy> {
  if (!body.username || !body.password) throw new ApiError(400, 400, 'badCredentialsNoCount');
  const policy = await loginPolicy(db);
  const ipMinutes = await ipBlockedMinutes(db, req.ip, policy);
  if (ipMinutes > 0) throw new ApiError(429, 429, 'ipLimited', { minutes: ipMinutes }, { minutes: ipMinutes });
  await checkCaptcha(db, body, policy);
  return policy;
}

/**
 * Once the credential was checked (password or directory): counters, lock, status and session.
 * `accept` runs only for a right password on an unlocked account: it may make or update the
 * local user (directory login).
 */
export async function settleAttempt(
  { db, config }: { db: Db; config: ServerConfig },
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
  const tokens = await startSession(db, accepted.id, rememberMe(body), sessionLimits(config, policy));
  req.log.info({ userId: accepted.id, ip }, 'login');
  return grantBody(tokens, accepted, passwordState(accepted, policy), requestLang(req));
}

/** Every password or directory login attempt leaves an audit row: login, failure, or lockout (HTTP 423). */
export async function auditedAttempt<T extends { user_id: number; username: string }>(
  db: Db,
  req: FastifyRequest,
  body: TokenBody,
  grant: () => Promise<T>,
): Promise<T> {
  try {
    const granted = await grant();
    await recordAudit(db, req, { module: 'login', action: 'login' }, { userId: granted.user_id, username: granted.username });
    loginAttempts.inc({ result: 'success' });
    return granted;
  } catch (err) {
    if (err instanceof ApiError) {
      const { action, result } = refusalKind(err);
      loginAttempts.inc({ result });
      await recordAudit(db, req, { module: 'login', action, outcome: 'failure', detail: err.key }, { username: attemptedName(body) });
    }
    throw err;
  }
}
