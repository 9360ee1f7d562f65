// Handlers of openapi/arcana-auth.yaml: token (password and refresh grants), logout, captcha.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import { getSetting } from '../db/settings.ts';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { refreshSession, revokeByRefreshToken, startSession, type IssuedTokens } from '../auth/sessions.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { passwordState } from './password-status.ts';
import type { Handlers, ServiceContext } from './context.ts';

interface TokenBody {
  grant_type: 'password' | 'refresh_token' | 'ldap';
  username?: string;
  password?: string;
  refresh_token?: string;
  remember_me?: boolean | string;
  captcha_key?: string;
  captcha_code?: string;
}

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

export function authService(ctx: ServiceContext): Handlers {
  const { db, config } = ctx;

  async function passwordGrant(req: FastifyRequest, body: TokenBody) {
    if (!body.username || !body.password) throw new ApiError(400, 400, 'badCredentialsNoCount');
    const policy = await getSetting(db, 'passwordPolicy');
    const [user] = await db.select().from(users).where(eq(sql`lower(${users.username})`, body.username.toLowerCase())).limit(1);
    if (!user) {
      await verifyPassword(await decoyHash(), body.password);
      throw new ApiError(400, 400, 'badCredentialsNoCount');
    }
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      throw new ApiError(400, 400, 'badCredentialsNoCount');
    }
    if (user.status !== 1) throw new ApiError(403, 403, 'disabled');
    const remember = body.remember_me === true || body.remember_me === 'true';
    const tokens = await startSession(db, user.id, remember, {
      accessTokenTtl: config.accessTokenTtl, loginTimeoutMinutes: policy.loginTimeoutMinutes,
    });
    req.log.info({ userId: user.id }, 'login');
    return grantBody(tokens, user, passwordState(user, policy));
  }

  async function refreshGrant(body: TokenBody) {
    if (!body.refresh_token) throw new ApiError(401, 403, 'refreshInvalid');
    const policy = await getSetting(db, 'passwordPolicy');
    const tokens = await refreshSession(db, body.refresh_token, {
      accessTokenTtl: config.accessTokenTtl, loginTimeoutMinutes: policy.loginTimeoutMinutes,
    });
    const [user] = await db.select().from(users).where(eq(users.id, tokens.userId)).limit(1);
    if (!user || user.status !== 1) throw new ApiError(401, 403, 'refreshInvalid');
    return grantBody(tokens, user, passwordState(user, policy));
  }

  return {
    async issueToken(req) {
      const body = req.body as TokenBody;
      if (body.grant_type === 'refresh_token') return ok(await refreshGrant(body));
      if (body.grant_type === 'ldap') throw new ApiError(400, 400, 'ldapOff');
      return ok(await passwordGrant(req, body));
    },
    async logout(req) {
      const { refresh_token } = req.query as { refresh_token: string };
      const revoked = await revokeByRefreshToken(db, refresh_token);
      return ok(revoked ? 'true' : 'false');
    },
    async captcha() {
      throw new ApiError(404, 404, 'notFound');
    },
  };
}
