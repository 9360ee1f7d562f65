// Import and export of users: the template, a file with bad rows (valid rows created, the bad
// ones returned with their reasons in the caller's language), XLSX both ways, filtered export.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq, like } from 'drizzle-orm';
import { departments, userRoles, users } from '../../../server/db/schema.ts';
import { login } from '../harness.ts';
import { caller, signedInSuite, type Caller } from '../menus-helpers.ts';
import { ALL_USER_CODES, download, roleWithCodes, signedInUser } from './users-helpers.ts';

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

async function xlsxBook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

async function xlsxRows(buffer: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  (await xlsxBook(buffer)).worksheets[0]!.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => String((v as string | number | undefined) ?? ''))),
  );
  return rows;
}

describe('users import and export', () => {
  const s = signedInSuite();
  let ops: { call: Caller; token: string };
  let roleId: number;

  before(async () => {
    roleId = await roleWithCodes(s.server, 'Importers', ALL_USER_CODES);
    ops = await signedInUser(s.server, 'ops', [roleId]);
    const [corp] = await s.server.db.insert(departments).values({ name: 'Corp', type: 'company' }).returning();
    await s.server.db.insert(departments).values({ name: 'Support', parentId: corp!.id });
  });

  it('the template has the columns in the caller language', async () => {
    const en = await download(s.server, ops.token, '/system/user/import-template?format=csv');
    assert.equal(en.status, 200);
    assert.match(String(en.headers['content-type']), /text\/csv/);
    assert.deepEqual((parse(en.body, { bom: true }) as string[][])[0]!.slice(0, 3), ['Username', 'Real name', 'Phone']);
    const xlsx = await download(s.server, ops.token, '/system/user/import-template?format=xlsx');
    assert.equal((await xlsxRows(xlsx.body))[0]![0], 'Username');
  });

  it('a CSV with bad rows creates the valid ones and returns the bad ones with reasons in the caller language', async () => {
    const header = ['用户名', '姓名', '手机号', '邮箱', '部门', '角色', '状态', '密码永不过期'];
    const good = Array.from({ length: 20 }, (_, i) => [
      `imp${i}`,
      `Imported ${i}`,
      '13900000000',
      `imp${i}@corp.test`,
      'Corp/Support',
      'Importers',
      '启用',
      '否',
    ]);
    const bad = [
      ['imp3', 'Again', '', '', '', '', '', ''],
      ['imp-x', 'Bad mail', '', 'nope', '', '', '', ''],
      ['imp-y', 'No dept', '', '', 'Corp/Nowhere', '', '', ''],
      // A NUL reaching PostgreSQL failed the whole file (the username lookup) or its transaction.
      ['imp\u0000z', 'Nul in the username', '', '', '', '', '', ''],
      ['imp-z', 'Nul\u0000in the name', '', '', '', '', '', ''],
    ];
    const zh = caller(s.server, ops.token, 'zh_CN');
    const r = await zh.post('/system/user/import', {
      fileName: 'people.csv',
      content: b64(csv([header, ...good, ...bad])),
      initialPassword: 'Import-pass1',
    });
    assert.equal(r.status, 200, r.body.msg);
    assert.equal(r.body.data.total, 25);
    assert.equal(r.body.data.created, 20);
    assert.deepEqual(
      r.body.data.failures.map((f: any) => [f.row, f.username, f.reason]),
      [
        [22, 'imp3', '该用户名在第 5 行重复出现'],
        [23, 'imp-x', '邮箱格式不正确'],
        [24, 'imp-y', '部门“Corp/Nowhere”不存在'],
        [25, 'imp\u0000z', '用户名格式不正确'],
        [26, 'imp-z', '姓名格式不正确'],
      ],
    );
    const back = parse(Buffer.from(r.body.data.failedFile.content, 'base64'), { bom: true }) as string[][];
    assert.equal(back.length, 6);
    assert.equal(back[0]!.at(-1), '失败原因');
    assert.deepEqual(
      back.slice(1).map((row) => [row[0], row.at(-1)]),
      [
        ['imp3', '该用户名在第 5 行重复出现'],
        ['imp-x', '邮箱格式不正确'],
        ['imp-y', '部门“Corp/Nowhere”不存在'],
        ['imp\u0000z', '用户名格式不正确'],
        ['imp-z', '姓名格式不正确'],
      ],
    );

    const [imported] = await s.server.db.select().from(users).where(eq(users.username, 'imp7'));
    assert.equal(imported!.passwordStatus, 3);
    assert.equal((await s.server.db.select().from(userRoles).where(eq(userRoles.userId, imported!.id)))[0]!.roleId, roleId);
    const first = await login(s.server, 'imp7', 'Import-pass1');
    assert.equal(first.body.data!.password_status, 3);

    const again = await ops.call.post('/system/user/import', {
      fileName: 'people.csv',
      content: b64(csv([header, good[0]!])),
      initialPassword: 'Import-pass1',
    });
    assert.equal(again.body.data.created, 0);
    assert.equal(again.body.data.failures[0].reason, 'The username "imp0" is already taken');
  });

  it('refuses an unreadable file or one without the required columns, storing nothing', async () => {
    const noHeader = await ops.call.post('/system/user/import', {
      fileName: 'x.csv',
      content: b64('foo,bar\n1,2'),
      initialPassword: 'Import-pass1',
    });
    assert.equal(noHeader.status, 400);
    assert.match(noHeader.body.msg, /lacks the column "Username"/);
    const junk = await ops.call.post('/system/user/import', {
      fileName: 'x.xlsx',
      content: b64('not a zip'),
      initialPassword: 'Import-pass1',
    });
    assert.equal(junk.status, 400);
    assert.match(junk.body.msg, /cannot be read/);
    const noPassword = await ops.call.post('/system/user/import', {
      fileName: 'x.csv',
      content: b64(
        csv([
          ['Username', 'Real name'],
          ['nopw', 'No PW'],
        ]),
      ),
    });
    assert.equal(noPassword.body.data.failures[0].reason, 'No password in the row and no initial password given');
  });

  it('imports an XLSX (numbers and links as text) and exports the filtered rows as CSV and XLSX', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['Username', 'Real name', 'Phone', 'E-mail', 'Department', 'Status']);
    sheet.addRow(['xl1', 'Excel One', 13700000000, { text: 'xl1@corp.test', hyperlink: 'mailto:xl1@corp.test' }, 'Support', 'disabled']);
    sheet.addRow(['xl2', 'Excel Two', '', '', '', 'enabled']);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const r = await ops.call.post('/system/user/import', { fileName: 'people.xlsx', content, initialPassword: 'Import-pass1' });
    assert.equal(r.body.data.created, 2, JSON.stringify(r.body.data.failures));
    const [xl1] = await s.server.db.select().from(users).where(eq(users.username, 'xl1'));
    assert.deepEqual([xl1!.phone, xl1!.email, xl1!.status], ['13700000000', 'xl1@corp.test', 0]);

    const exported = await download(s.server, ops.token, '/system/user/export?format=csv&keyword=xl');
    assert.equal(exported.status, 200);
    const rows = parse(exported.body, { bom: true }) as string[][];
    assert.deepEqual(
      rows.slice(1).map((row) => [row[0], row[4], row[6]]),
      [
        ['xl1', 'Corp/Support', 'disabled'],
        ['xl2', '', 'enabled'],
      ],
    );
    const disabledOnly = await download(s.server, ops.token, '/system/user/export?format=xlsx&keyword=xl&status=0');
    assert.match(String(disabledOnly.headers['content-disposition']), /attachment; filename="users-.*\.xlsx"/);
    const xrows = await xlsxRows(disabledOnly.body);
    assert.deepEqual(
      xrows.map((row) => row[0]),
      ['Username', 'xl1'],
    );
    // Both formats hold the same table: every column, the header, each cell; one sheet, "users".
    assert.deepEqual(rows[0], [
      'Username',
      'Real name',
      'Phone',
      'E-mail',
      'Department',
      'Roles',
      'Status',
      'Password never expires',
      'Created',
    ]);
    const sameAsXlsx = await download(s.server, ops.token, '/system/user/export?format=xlsx&keyword=xl');
    assert.deepEqual(
      (await xlsxBook(sameAsXlsx.body)).worksheets.map((sheet) => sheet.name),
      ['users'],
    );
    assert.deepEqual(await xlsxRows(sameAsXlsx.body), rows);
    const all = await download(s.server, ops.token, '/system/user/export?format=csv');
    const count = (await s.server.db.select().from(users).where(like(users.username, '%'))).length;
    assert.equal((parse(all.body, { bom: true }) as string[][]).length, count + 1);
  });
  it('a CSV export writes a cell that starts like a formula as text, and importing that file takes the apostrophe off', async () => {
    const formula = '=HYPERLINK("http://evil.test","x")';
    await s.server.db.insert(users).values({ username: 'csvf1', realName: formula, phone: '+8613700000000', passwordHash: 'x' });
    const exported = await download(s.server, ops.token, '/system/user/export?format=csv&keyword=csvf');
    const rows = parse(exported.body, { bom: true }) as string[][];
    assert.deepEqual([rows[1]![1], rows[1]![2]], [`'${formula}`, "'+8613700000000"]);

    const header = ['Username', 'Real name', 'Phone'];
    const file = [header, ['csvf2', rows[1]![1]!, rows[1]![2]!]]
      .map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))
      .join('\n');
    const r = await ops.call.post('/system/user/import', { fileName: 'again.csv', content: b64(file), initialPassword: 'Import-pass1' });
    assert.equal(r.body.data.created, 1, JSON.stringify(r.body.data.failures));
    const [again] = await s.server.db.select().from(users).where(eq(users.username, 'csvf2'));
    assert.deepEqual([again!.realName, again!.phone], [formula, '+8613700000000']);
  });
});
