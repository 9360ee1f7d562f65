// Import of users from CSV or XLSX. Every row is checked first (the contract's field rules,
// duplicates within the file and against the database, department, roles, status, password);
// the valid rows are then created in one transaction with one audit row, and the failed rows go
// back as a file of the same format with each reason in the request's language. A row the caller
// may not grant (grant-bounds.ts) refuses the whole import. The audit row names the accounts made.
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { users, userRoles } from '../../../db/schema.ts';
import type { Db } from '../../../db/open.ts';
import { getSetting } from '../../../settings/settings-store.ts';
import '../../../auth/password-policy.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { audited } from '../../../audit/audit.ts';
import { ApiError } from '../../../contract/envelope.ts';
import { CONTENT_TYPE } from '../../../http/table-export.ts';
import { t, type MessageKey } from '../../../i18n/messages.ts';
import { requestLang } from '../../context.ts';
import { passwordPolicyError, PASSWORD_STATUS } from '../../../auth/password-status.ts';
import type { components } from '../../../gen/arcana-system.ts';
import {
  IMPORT_COLUMNS,
  headerLabels,
  readTable,
  recordsOf,
  splitList,
  writeTable,
  type FileFormat,
  type ImportRecord,
} from './user-file-formats.ts';
import { fieldProblem, type RuleProblem } from './user-rules.ts';
import { departmentDirectory, roleDirectory } from './user-directories.ts';
import { assertGrantable, assertPlacement, granterOf } from '../../../auth/grant-bounds.ts';

type ImportRequest = components['schemas']['UserImportRequest'];
type ImportResult = components['schemas']['UserImportResult'];

export const MAX_IMPORT_ROWS = 20_000;
const INSERT_CHUNK = 1_000;

const STATUS_WORDS: Record<string, number> = { '': 1, '1': 1, '0': 0 };
const YES_WORDS: Record<string, boolean> = { '': false, '1': true, '0': false, true: true, false: false };
for (const lang of ['en_US', 'zh_CN'] as const) {
  STATUS_WORDS[t(lang, 'valueEnabled').toLowerCase()] = 1;
  STATUS_WORDS[t(lang, 'valueDisabled').toLowerCase()] = 0;
  YES_WORDS[t(lang, 'valueYes').toLowerCase()] = true;
  YES_WORDS[t(lang, 'valueNo').toLowerCase()] = false;
}

interface ValidRow {
  line: number;
  username: string;
  realName: string;
  phone: string;
  email: string;
  deptId: number | null;
  roleIds: number[];
  status: number;
  passwordNeverExpires: boolean;
  password: string;
}

const PROBLEM_KEY: Record<RuleProblem, MessageKey> = { required: 'importRequired', tooLong: 'importTooLong', invalid: 'importInvalid' };

export async function importUsers(db: Db, req: FastifyRequest, body: ImportRequest): Promise<ImportResult> {
  const lang = requestLang(req);
  const format: FileFormat = /\.xlsx$/i.test(body.fileName) ? 'xlsx' : 'csv';
  const table = await readTable(format, Buffer.from(body.content, 'base64'));
  if (!table?.length) throw new ApiError(400, 400, 'importFileUnreadable');
  const parsed = recordsOf(table);
  if ('missing' in parsed) {
    const label = IMPORT_COLUMNS.find(([key]) => key === parsed.missing)![1];
    throw new ApiError(400, 400, 'importHeaderMissing', { column: t(lang, label) });
  }
  if (parsed.records.length > MAX_IMPORT_ROWS) throw new ApiError(400, 400, 'importTooManyRows', { max: MAX_IMPORT_ROWS });

  const [depts, roleIds, policy] = await Promise.all([departmentDirectory(db), roleDirectory(db), getSetting(db, 'passwordPolicy')]);
  // Only well-formed names are looked up: a NUL in one would fail the whole query (and the import).
  const usernames = parsed.records
    .map((r) => r.record.username)
    .filter((u) => u && !fieldProblem('username', u))
    .map((u) => u.toLowerCase());
  const taken = new Set<string>();
  for (let i = 0; i < usernames.length; i += 5_000) {
    const rows = await db
      .select({ u: sql<string>`lower(${users.username})` })
      .from(users)
      .where(sql`lower(${users.username}) in ${usernames.slice(i, i + 5_000)}`);
    for (const r of rows) taken.add(r.u);
  }

  const firstLine = new Map<string, number>();
  const valid: ValidRow[] = [];
  const failed: Array<{ line: number; record: ImportRecord; reason: string }> = [];
  for (const { line, record } of parsed.records) {
    const reason = check(record, line);
    if (reason) failed.push({ line, record, reason });
  }

  /** The reason `r` fails in the request's language, or undefined after adding it to `valid`. */
  function check(r: ImportRecord, line: number): string | undefined {
    for (const [field, column] of [
      ['username', 'colUsername'],
      ['realName', 'colRealName'],
      ['phone', 'colPhone'],
      ['email', 'colEmail'],
    ] as const) {
      const p = fieldProblem(field, r[field]);
      if (p) return t(lang, PROBLEM_KEY[p.problem], { column: t(lang, column), max: p.max ?? 0 });
    }
    const key = r.username.toLowerCase();
    const seen = firstLine.get(key);
    if (seen !== undefined) return t(lang, 'importDuplicateInFile', { row: seen });
    firstLine.set(key, line);
    if (taken.has(key)) return t(lang, 'usernameTaken', { username: r.username });
    let deptId: number | null = null;
    if (r.dept) {
      const found = depts.get(r.dept.replace(/\s*\/\s*/g, '/').toLowerCase());
      if (found === undefined) return t(lang, 'importUnknownDept', { dept: r.dept });
      deptId = found;
    }
    const roleList: number[] = [];
    for (const name of splitList(r.roles)) {
      const id = roleIds.get(name.toLowerCase());
      if (id === undefined) return t(lang, 'importUnknownRole', { role: name });
      roleList.push(id);
    }
    const status = STATUS_WORDS[r.status.toLowerCase()];
    if (status === undefined) return t(lang, 'importInvalid', { column: t(lang, 'colStatus') });
    const never = YES_WORDS[r.neverExpires.toLowerCase()];
    if (never === undefined) return t(lang, 'importInvalid', { column: t(lang, 'colNeverExpires') });
    const password = r.password || body.initialPassword || '';
    if (!password) return t(lang, 'importNoPassword');
    // The policy's own message (length or missing classes), as a reset or a change would give.
    const refusal = passwordPolicyError(password, policy, lang);
    if (refusal) return t(lang, refusal.key, refusal.params);
    valid.push({
      line,
      username: r.username,
      realName: r.realName,
      phone: r.phone,
      email: r.email,
      deptId,
      roleIds: [...new Set(roleList)],
      status,
      passwordNeverExpires: never,
      password,
    });
    return undefined;
  }

  // Every row is a grant by the caller: a row they could not make refuses the whole import
  // (403, nothing created, the attempt audited), as the same account made by hand would be.
  const granter = await granterOf(db, req);
  for (const v of valid) {
    try {
      await assertPlacement(db, req, granter, v.deptId, { line: v.line, username: v.username });
      await assertGrantable(db, req, granter, v.roleIds, { line: v.line, username: v.username });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      throw new ApiError(err.status, err.code, 'importRowRefused', { row: v.line, reason: t(lang, err.key, err.params) });
    }
  }

  let created = 0;
  if (valid.length) {
    // One hash per distinct password: the shared initial password is hashed once, not per row.
    const hashes = new Map<string, string>();
    for (const p of new Set(valid.map((v) => v.password))) hashes.set(p, await hashPassword(p));
    created = await audited(db, req, { module: 'user', action: 'import', detail: body.fileName }, async (tx, audit) => {
      const accounts: Array<{ id: number; username: string }> = [];
      for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
        const chunk = valid.slice(i, i + INSERT_CHUNK);
        const ids = await tx
          .insert(users)
          .values(
            chunk.map((v) => ({
              username: v.username,
              realName: v.realName,
              phone: v.phone,
              email: v.email,
              deptId: v.deptId,
              status: v.status,
              passwordNeverExpires: v.passwordNeverExpires,
              passwordHash: hashes.get(v.password)!,
              passwordStatus: PASSWORD_STATUS.firstLogin,
            })),
          )
          .returning({ id: users.id, username: users.username });
        const links = chunk.flatMap((v, j) => v.roleIds.map((roleId) => ({ userId: ids[j]!.id, roleId })));
        if (links.length) await tx.insert(userRoles).values(links);
        accounts.push(...ids);
      }
      // The record names every account the import created.
      audit.after = { fileName: body.fileName, created: accounts.length, failed: failed.length, accounts };
      return accounts.length;
    });
  }

  const result: ImportResult = {
    total: parsed.records.length,
    created,
    failures: failed.map((f) => ({ row: f.line, username: f.record.username, reason: f.reason })),
  };
  if (failed.length) {
    const header = [...headerLabels(IMPORT_COLUMNS, lang), t(lang, 'colReason')];
    // The password column is left empty in the returned file: it must not travel back.
    const rows = failed.map((f) => [...IMPORT_COLUMNS.map(([key]) => (key === 'password' ? '' : f.record[key])), f.reason]);
    const file = await writeTable(format, [header, ...rows]);
    result.failedFile = {
      fileName: `failed-${body.fileName.replace(/[^\w.-]+/g, '_')}`,
      contentType: CONTENT_TYPE[format],
      content: file.toString('base64'),
    };
  }
  return result;
}
