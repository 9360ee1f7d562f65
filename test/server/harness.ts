// An in-process reference server on a fresh PGlite folder, for node:test suites.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import { openDatabase, type OpenedDb } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { users } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { freshDataDir, TEMPLATE_ADMIN_PASSWORD } from './db-template.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

export const ADMIN_PASSWORD = TEMPLATE_ADMIN_PASSWORD;
export const CLIENT_BASIC = `Basic ${Buffer.from('arcana-portal:arcana-portal').toString('base64')}`;

export interface TestServer {
  app: FastifyInstance;
  db: OpenedDb['db'];
  config: ServerConfig;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Keep the seeded admin's first-login state (passwordStatus 3), in which the server answers
   * only the password change. By default the suites start with that change made.
   */
  adminMustChangePassword?: boolean;
}

export async function startTestServer(
  env: Record<string, string> = {},
  { adminMustChangePassword = false }: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await freshDataDir('arcana-test-');
  const config = readConfig({ ARCANA_DATA_DIR: dataDir, ARCANA_STATIC_DIR: join(dataDir, 'no-portal'), ...env });
  const opened = await openDatabase({ dataDir, secretKeys: TEST_KEY_SOURCE });
  await seedIfEmpty(opened.db, { adminPassword: ADMIN_PASSWORD });
  if (!adminMustChangePassword) await opened.db.update(users).set({ passwordStatus: 0 }).where(eq(users.username, 'admin'));
  const app = await buildApp({ config, db: opened.db, logger: false });
  await app.ready();
  return {
    app,
    db: opened.db,
    config,
    inject: (opts) => app.inject(opts),
    async close() {
      await app.close();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Password login; returns the parsed response. */
export async function login(
  server: TestServer,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const res = await server.inject({
    method: 'POST',
    url: '/arcana-auth/oauth/token',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
  });
  return { status: res.statusCode, body: res.json<{ code: number; success: boolean; msg: string; data: Record<string, any> | null }>() };
}

export const bearer = (token: string) => ({ 'arcana-auth': `bearer ${token}` });
