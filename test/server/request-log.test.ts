// What a newcomer's terminal shows: requests at info only when they fail or are slow (every
// request at debug), readable log lines at a terminal and JSON elsewhere, and the first start's
// password in a box, last, with the address.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { startBanner } from '../../server/start-banner.ts';
import { terminalLogStream } from '../../server/terminal-log.ts';
import { freshDataDir } from './db-template.ts';
import { ADMIN_PASSWORD } from './harness.ts';

async function requestLines(level: string): Promise<Array<Record<string, unknown>>> {
  const dataDir = await freshDataDir('arcana-reqlog-');
  const opened = await openDatabase({ dataDir });
  await seedIfEmpty(opened.db, { adminPassword: ADMIN_PASSWORD });
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    config: readConfig({ ARCANA_DATA_DIR: dataDir, ARCANA_STATIC_DIR: join(dataDir, 'none'), LOG_LEVEL: level }),
    db: opened.db,
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  try {
    await app.ready();
    await app.inject({ method: 'GET', url: '/arcana-system/monitor/ready' });
    await app.inject({ method: 'GET', url: '/arcana-system/system/user/current' });
    return lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
  } finally {
    await app.close();
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('request log', () => {
  it('at info, only the failing request is logged, with its status and time', async () => {
    const lines = await requestLines('info');
    assert.equal(lines.length, 1, JSON.stringify(lines));
    const [line] = lines;
    assert.equal(line!.msg, 'request completed');
    assert.equal((line!.res as { statusCode: number }).statusCode, 401);
    assert.equal(typeof line!.responseTime, 'number');
  });

  it('at debug, every request is logged on arrival and completion', async () => {
    const lines = await requestLines('debug');
    assert.equal(lines.filter((l) => l.msg === 'incoming request').length, 2);
    assert.equal(lines.filter((l) => l.msg === 'request completed').length, 2);
  });

  it('logs readable lines at a terminal and JSON elsewhere, unless LOG_FORMAT says', async () => {
    assert.equal(terminalLogStream('auto', false), undefined);
    assert.equal(terminalLogStream('json', true), undefined);
    const sink = new PassThrough();
    const received = new Promise<string>((resolve) => sink.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    terminalLogStream('pretty', false, sink)!.write(
      `${JSON.stringify({ level: 30, time: Date.now(), msg: 'hello there', reqId: 'r-1' })}\n`,
    );
    const out = await received;
    assert.match(out, /INFO.*hello there/);
    assert.doesNotMatch(out, /^\{/);
  });
});

describe('start banner', () => {
  it('ends with the address and the one-time password in a box', () => {
    const text = startBanner({ url: 'http://127.0.0.1:8080', where: 'embedded database in /data', generatedPassword: 'Xy7-secret' });
    const lines = text.trimEnd().split('\n');
    assert.match(lines[0]!, /^Arcana Portal listening on http:\/\/127\.0\.0\.1:8080 \(embedded database in \/data\)$/);
    assert.match(lines.at(-1)!, /^└─+┘$/);
    const boxed = lines.slice(lines.findIndex((l) => l.startsWith('┌')));
    assert.ok(boxed.some((l) => l.includes('http://127.0.0.1:8080')));
    assert.ok(boxed.some((l) => /password\s+Xy7-secret/.test(l)));
    // Every line of the box is as wide as its frame.
    assert.equal(new Set(boxed.map((l) => l.length)).size, 1);
  });

  it('is one line without a generated password', () => {
    assert.equal(
      startBanner({ url: 'http://h:1', where: 'PostgreSQL (DATABASE_URL)' }),
      'Arcana Portal listening on http://h:1 (PostgreSQL (DATABASE_URL))\n',
    );
  });
});
