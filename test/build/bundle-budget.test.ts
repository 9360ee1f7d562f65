// Size budgets of the build outputs (design notes): checked on every test run.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const KiB = 1024;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

/** Scripts index.html loads before anything renders: the entry and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync('dist/portal/index.html', 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => join('dist/portal', m[1]!));
}

describe('bundle budgets', () => {
  it('keeps the portal entry (with its static imports) within 165 KiB gzip', () => {
    const files = initialScripts();
    assert.ok(files.length > 0, 'index.html loads the entry script');
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    assert.ok(total <= 165 * KiB, `initial JS is ${(total / KiB).toFixed(1)} KiB gzip`);
  });

  it('keeps every lazily loaded chunk within 60 KiB gzip', () => {
    const initial = new Set(initialScripts().map((f) => f.replace('dist/portal/', '')));
    for (const name of readdirSync('dist/portal/assets').filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))) {
      const size = gz(join('dist/portal/assets', name));
      assert.ok(size <= 60 * KiB, `${name} is ${(size / KiB).toFixed(1)} KiB gzip`);
    }
  });

  it('keeps the elements bundle within 12 KiB gzip and free of React', { skip: !existsSync('dist/elements/arcana-elements.js') && 'elements not built yet' }, () => {
    const file = 'dist/elements/arcana-elements.js';
    const size = gz(file);
    assert.ok(size <= 12 * KiB, `arcana-elements.js is ${(size / KiB).toFixed(1)} KiB gzip`);
    assert.ok(!readFileSync(file, 'utf8').includes('react.production'), 'no React inside');
  });
});
