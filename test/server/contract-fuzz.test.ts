// Contract-driven fuzzing: every operation of openapi/ (read when the suite runs) gets wrong
// types, missing and extra fields, out-of-range and non-finite numbers, huge and control-character
// strings, undeclared content types and bad encodings, as the administrator, a user without
// administration rights and a caller without a token. Every answer must be a status the contract
// declares for the operation, never a 5xx, with the envelope as its body; a write the server
// refused must leave the database as it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { CLIENT_BASIC, bearer, startTestServer, type TestServer } from './harness.ts';
import { signIns } from './menus-helpers.ts';
import { badRequests, loadOperations, type FuzzRequest, type Operation } from './contract-requests.ts';
import { licenseSecret } from '../../server/services/system/license/license-queries.ts';

/**
 * Tables and columns that record attempts and sessions (a refused login still counts as a try),
 * and the heartbeats each process writes on a timer (process_heartbeats, process_samples).
 */
const VOLATILE_TABLES = /^(sessions|used_refresh_tokens|ip_failures)$|^process_|log|audit|attempt/;
const VOLATILE_COLUMNS = /^(failed_|locked_until|last_)/;

async function fingerprinter(server: TestServer): Promise<() => Promise<string>> {
  const result = await server.db.execute(sql`select table_name, column_name from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ table_name: string; column_name: string }>;
  const columns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    if (VOLATILE_TABLES.test(table) || VOLATILE_COLUMNS.test(column)) continue;
    columns.set(table, [...(columns.get(table) ?? []), `"${column}"`]);
  }
  const parts = [...columns].map(
    ([table, cols]) =>
      `(select md5(coalesce(string_agg(row(${cols.join(', ')})::text, '|' order by row(${cols.join(', ')})::text), '')) from "${table}") as "${table}"`,
  );
  const query = sql.raw(`select ${parts.join(', ')}`);
  return async () => {
    const res = await server.db.execute(query);
    return JSON.stringify(((res as { rows?: unknown[] }).rows ?? res) as unknown[]);
  };
}

function declared(op: Operation, status: number): string[] | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

describe('contract fuzzing', () => {
  let server: TestServer;
  let callers: Array<{ name: string; headers: Record<string, string>; thorough: boolean }>;
  let fingerprint: () => Promise<string>;
  const operations = loadOperations();

  before(async () => {
    server = await startTestServer();
    const tokens = await signIns(server);
    // Made on first use by a licence call; made here so that it is not taken for a change.
    await licenseSecret(server.db);
    callers = [
      { name: 'admin', headers: bearer(tokens.admin), thorough: true },
      { name: 'user', headers: bearer(tokens.demo), thorough: false },
      { name: 'no token', headers: {}, thorough: false },
    ];
    fingerprint = await fingerprinter(server);
  });
  after(async () => {
    await server?.close();
  });

  it('reads every operation of both contracts', () => {
    assert.ok(operations.length >= 20, `${operations.length} operations`);
    assert.ok(operations.some((op) => op.id === 'issueToken') && operations.some((op) => op.id === 'getAppDetail'));
  });

  for (const op of operations) {
    it(`${op.id}: ${op.method} ${op.path}`, async () => {
      const problems: string[] = [];
      const isWrite = op.method !== 'GET';
      for (const caller of callers) {
        const base = { 'accept-language': 'en_US', ...(op.clientBasic ? { authorization: CLIENT_BASIC } : {}), ...caller.headers };
        let before = isWrite ? await fingerprint() : '';
        let unchecked: FuzzRequest[] = [];
        const recheck: FuzzRequest[] = [];
        const send = async (req: FuzzRequest) => {
          const res = await server.inject({
            method: req.method as 'GET',
            url: req.url,
            headers: req.headers,
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          });
          const where = `${caller.name} ${req.label}`;
          const types = declared(op, res.statusCode);
          if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (!types) problems.push(`${where}: status ${res.statusCode} is not declared (${res.body.slice(0, 120)})`);
          const jsonAnswer = res.statusCode >= 400 || (types ?? []).includes('application/json');
          if (jsonAnswer) {
            let body: any;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            if (!body || typeof body.code !== 'number' || typeof body.success !== 'boolean' || typeof body.msg !== 'string') {
              problems.push(`${where}: ${res.statusCode} is not the envelope: ${res.body.slice(0, 120)}`);
            } else if (body.success !== res.statusCode < 400) {
              problems.push(`${where}: ${res.statusCode} with success ${body.success}`);
            } else if (req.controlCharacter && res.statusCode < 500 && body.data && 'constraint' in body.data) {
              problems.push(`${where}: the control character reached the database (${body.msg})`);
            } else if (req.controlCharacter && res.statusCode < 400) {
              problems.push(`${where}: a control character was accepted`);
            }
          }
          return res.statusCode;
        };
        for (const req of badRequests(op, base, { thorough: caller.thorough })) {
          const status = await send(req);
          if (!isWrite) continue;
          if (status >= 400) {
            unchecked.push(req);
            continue;
          }
          // Accepted: its change hides whether the refused ones before it changed anything.
          recheck.push(...unchecked);
          unchecked = [];
          before = await fingerprint();
        }
        if (isWrite && unchecked.length && (await fingerprint()) !== before) recheck.push(...unchecked);
        for (const req of recheck) {
          const start = await fingerprint();
          if ((await send(req)) >= 400 && (await fingerprint()) !== start)
            problems.push(`${caller.name} ${req.label}: refused but the database changed`);
        }
      }
      // The worst first: a 5xx or a changed database, then answers outside the contract.
      const rank = (p: string) => (/: 5\d\d |database changed/.test(p) ? 0 : 1);
      problems.sort((a, b) => rank(a) - rank(b));
      assert.deepEqual(problems.slice(0, 25), [], `${problems.length} problems`);
    });
  }
});
