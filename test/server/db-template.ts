// A migrated and seeded PGlite folder, made once per `npm test` run and copied by every suite
// that needs a fresh database: a new PGlite folder costs 3-5 s of initdb and migrations, a copy
// of a ready one well under a second. scripts/test.mjs names the run's template folder in
// ARCANA_TEST_DB_TEMPLATE; without it (a single file run by hand) suites start from an empty
// folder as before, so a template can never be stale against the code under test.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

/** The admin password the template is seeded with (both harnesses log in with it). */
export const TEMPLATE_ADMIN_PASSWORD = 'Initial-pass1';

async function templateFolder(root: string): Promise<string> {
  const ready = join(root, 'data');
  if (existsSync(ready)) return ready;
  mkdirSync(root, { recursive: true });
  const building = mkdtempSync(join(root, 'building-'));
  const opened = await openDatabase({ dataDir: building, log: () => {}, secretKeys: TEST_KEY_SOURCE });
  try {
    await seedIfEmpty(opened.db, { adminPassword: TEMPLATE_ADMIN_PASSWORD });
  } finally {
    await opened.close();
  }
  try {
    renameSync(building, ready); // atomic: a suite never copies a half-made template
  } catch {
    rmSync(building, { recursive: true, force: true }); // another suite finished first
  }
  return ready;
}

/**
 * A new temporary data folder: a copy of the run's seeded template (admin in its first-login
 * state, password TEMPLATE_ADMIN_PASSWORD) when the run has one, else empty.
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const root = process.env.ARCANA_TEST_DB_TEMPLATE;
  if (root) cpSync(await templateFolder(root), dir, { recursive: true });
  return dir;
}
