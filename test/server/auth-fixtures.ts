// Helpers for the login-lifecycle suites: extra users, login attempts from a chosen client IP
// and language, and the password policy document.
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../server/auth/password-policy.ts';
import { putSetting } from '../../server/settings/settings-store.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { CLIENT_BASIC, type TestServer } from './harness.ts';

export type Lang = 'en_US' | 'zh_CN';
export interface Envelope {
  code: number;
  success: boolean;
  msg: string;
  data: any;
}

export async function addUser(server: TestServer, username: string, password: string, fields: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await server.db
    .insert(users)
    .values({
      username,
      realName: username,
      passwordHash: await hashPassword(password),
      passwordStatus: 0,
      ...fields,
    })
    .returning();
  return row!;
}

export async function userRow(server: TestServer, username: string) {
  const [row] = await server.db.select().from(users).where(eq(users.username, username)).limit(1);
  return row!;
}

export async function setPolicy(server: TestServer, changes: Partial<PasswordPolicy>) {
  await putSetting(server.db, 'passwordPolicy', { ...DEFAULT_PASSWORD_POLICY, ...changes });
}

export interface Attempt {
  ip?: string;
  lang?: Lang;
  extra?: Record<string, string>;
}

/** POST /arcana-auth/oauth/token with the password grant, as a browser at `ip` would. */
export async function attempt(
  server: TestServer,
  username: string,
  password: string,
  { ip = '10.0.0.1', lang = 'en_US', extra = {} }: Attempt = {},
) {
  const res = await server.inject({
    method: 'POST',
    url: '/arcana-auth/oauth/token',
    remoteAddress: ip,
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

/** Any form grant (refresh_token, ldap ...). */
export async function grant(server: TestServer, form: Record<string, string>, lang: Lang = 'en_US') {
  const res = await server.inject({
    method: 'POST',
    url: '/arcana-auth/oauth/token',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

/** An authenticated system call; answers status and envelope. */
export async function call(
  server: TestServer,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: unknown,
  lang: Lang = 'en_US',
) {
  const res = await server.inject({
    method,
    url: `/arcana-system${url}`,
    headers: { 'arcana-auth': `bearer ${token}`, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}
