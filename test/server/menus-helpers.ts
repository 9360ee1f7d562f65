// Shared by the menu, application and home suites: sign-ins as the admin and the demo user,
// and small request helpers returning the parsed envelope.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { sql } from 'drizzle-orm';
import { apps } from '../../server/db/schema.ts';
import type { Db } from '../../server/db/open.ts';
import { ADMIN_PASSWORD, bearer, login, startTestServer, type TestServer } from './harness.ts';
import { ensureDemoUser } from '../../server/seed/seed.ts';
import { invalidate } from '../../server/cache/invalidate.ts';

export const DEMO_PASSWORD = 'Demo-pass1';

export interface Envelope<T = any> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export async function tokenOf(server: TestServer, username: string, password: string): Promise<string> {
  const { status, body } = await login(server, username, password);
  assert.equal(status, 200, `login of ${username}: ${body.msg}`);
  return body.data!.access_token as string;
}

/** Admin and demo tokens on a fresh server (the demo user holds the seeded Viewer role). */
export async function signIns(server: TestServer): Promise<{ admin: string; demo: string }> {
  await ensureDemoUser(server.db, DEMO_PASSWORD);
  return { admin: await tokenOf(server, 'admin', ADMIN_PASSWORD), demo: await tokenOf(server, 'demo', DEMO_PASSWORD) };
}

export function caller(server: TestServer, token: string, lang = 'en-US') {
  async function call<T = any>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const res = await server.inject({
      method,
      url: `/arcana-system${url}`,
      headers: { ...bearer(token), 'accept-language': lang, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  }
  return {
    get: <T = any>(url: string) => call<T>('GET', url),
    post: <T = any>(url: string, payload?: unknown) => call<T>('POST', url, payload),
    /** GET that must succeed; returns data. */
    async data<T = any>(url: string): Promise<T> {
      const r = await call<T>('GET', url);
      assert.equal(r.status, 200, `${url}: ${r.body.msg}`);
      return r.body.data;
    },
  };
}

export type Caller = ReturnType<typeof caller>;

export interface SignedInSuite {
  server: TestServer;
  admin: Caller;
  demo: Caller;
  /** Their raw tokens (for calls that answer files, not envelopes). */
  tokens: { admin: string; demo: string };
  /** Seeded application ids by app code. */
  ids: Record<string, number>;
}

/** Call inside describe(): a fresh server (with `env`) with admin and demo callers, closed after the suite. */
export function signedInSuite(env: Record<string, string> = {}): SignedInSuite {
  const ctx = {} as SignedInSuite;
  before(async () => {
    ctx.server = await startTestServer(env);
    const tokens = await signIns(ctx.server);
    ctx.tokens = tokens;
    ctx.admin = caller(ctx.server, tokens.admin);
    ctx.demo = caller(ctx.server, tokens.demo);
    const rows = await ctx.server.db.select({ id: apps.id, code: apps.code }).from(apps);
    ctx.ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  });
  after(async () => {
    await ctx.server?.close();
  });
  return ctx;
}

export interface AppLicenseEntry {
  scope?: string;
  version?: string;
  expireDate?: string | null;
}

/**
 * Sets (or with null removes) the entry for app `code` in the installed licence, the one place an
 * application's licence lives. One statement, so parallel calls do not lose each other's entries.
 */
export async function setAppLicense(db: Db, code: string, entry: AppLicenseEntry | null): Promise<void> {
  const added = entry
    ? JSON.stringify([{ code, scope: entry.scope ?? '', version: entry.version ?? '', expireDate: entry.expireDate ?? null }])
    : '[]';
  await db.execute(sql`update settings set value = jsonb_set(value, '{apps}', coalesce((
    select jsonb_agg(e) from jsonb_array_elements(coalesce(value->'apps', '[]'::jsonb)) e where e->>'code' <> ${code}), '[]'::jsonb)
    || ${added}::jsonb) where key = 'license'`);
  await invalidate(db, 'platform'); // the write bypassed the server
}
