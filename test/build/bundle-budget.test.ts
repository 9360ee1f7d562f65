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

  it('gives every system-manage page its own chunk within 60 KiB gzip', () => {
    // A page is a folder under src/features/system-manage/ (pages.ts loads each lazily). The
    // source map says which chunk holds which page: each page's chunk, and every chunk that holds
    // system-manage code, stays within the budget, and no chunk holds two pages.
    const pageOf = (source: string) => /src\/features\/system-manage\/([^/]+)\//.exec(source)?.[1];
    const chunks = readdirSync('dist/portal/assets').filter((f) => f.endsWith('.js'));
    const pagesSeen = new Set<string>();
    for (const name of chunks) {
      const map = JSON.parse(readFileSync(join('dist/portal/assets', `${name}.map`), 'utf8')) as { sources: string[] };
      const pages = new Set(map.sources.map(pageOf).filter((p): p is string => Boolean(p) && p !== 'shared'));
      if (!pages.size && !map.sources.some((s) => s.includes('src/features/system-manage/'))) continue;
      assert.ok(pages.size <= 1, `${name} holds the pages ${[...pages].join(', ')}`);
      pages.forEach((p) => pagesSeen.add(p));
      const size = gz(join('dist/portal/assets', name));
      assert.ok(
        size <= 60 * KiB,
        `${name} (system manage${pages.size ? `: ${[...pages][0]}` : ''}) is ${(size / KiB).toFixed(1)} KiB gzip`,
      );
    }
    const folders = readdirSync('src/features/system-manage', { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'shared')
      .map((d) => d.name);
    for (const folder of folders) assert.ok(pagesSeen.has(folder), `no chunk holds the ${folder} page`);
  });

  it(
    'keeps the elements bundle within 12 KiB gzip and free of React',
    { skip: !existsSync('dist/elements/arcana-elements.js') && 'elements not built yet' },
    () => {
      const file = 'dist/elements/arcana-elements.js';
      const size = gz(file);
      assert.ok(size <= 12 * KiB, `arcana-elements.js is ${(size / KiB).toFixed(1)} KiB gzip`);
      assert.ok(!readFileSync(file, 'utf8').includes('react.production'), 'no React inside');
    },
  );
});
