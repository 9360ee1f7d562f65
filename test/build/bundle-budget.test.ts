// Size budgets of the build outputs (design notes): checked on every test run.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const KiB = 1024;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

const ASSETS = 'dist/portal/assets';
const chunks = () => readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const sourcesOf = (chunk: string) => (JSON.parse(readFileSync(join(ASSETS, `${chunk}.map`), 'utf8')) as { sources: string[] }).sources;
/** Chunks holding a module whose path ends with `file` (per the chunk's source map). */
const chunksHolding = (file: string) => chunks().filter((c) => sourcesOf(c).some((s) => s.endsWith(file)));
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** Scripts index.html loads before anything renders: the entry and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync('dist/portal/index.html', 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => join('dist/portal', m[1]!));
}

/** Chunks `chunk` imports statically (not `import()`), transitively, itself included. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(join(ASSETS, name), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(m[1]!);
  };
  roots.forEach(visit);
  return seen;
}

/** What the home route loads to render its cards (signed in, en_US): the login route's scripts and
 *  catalog, and the chunks of the main layout, the sidebar, the notices bell, the home page and
 *  the loading spinner with everything they import statically. Menus, tooltips, dialogs, the
 *  micro-app host (wujie) and <arcana-permission> load later, on use or once the cards are shown. */
const HOME_ROUTE_MODULES = [
  'src/app/layout/main-layout.tsx',
  'src/app/layout/sidebar.tsx',
  'src/features/notices/notice-bell.tsx',
  'src/features/home/home-page.tsx',
  '@fluentui/react-spinner/lib/components/Spinner/Spinner.js',
];

function homeRouteChunks(): string[] {
  const initial = initialScripts().map((f) => f.replace(`${ASSETS}/`, ''));
  const roots = HOME_ROUTE_MODULES.map((m) => {
    const holding = chunksHolding(m);
    assert.equal(holding.length, 1, `one chunk holds ${m}`);
    return holding[0]!;
  });
  return [...staticClosure([...initial, ...roots, ...chunksHolding('locales/en_US/messages.ts')])];
}

describe('bundle budgets', () => {
  it('keeps the login route (entry, its static imports and the active catalog) within 140 KiB gzip', () => {
    const files = initialScripts();
    assert.ok(files.length > 0, 'index.html loads the entry script');
    // Boot loads the catalog of the active language only (en_US in a fresh browser here).
    const catalog = chunksHolding('locales/en_US/messages.ts');
    assert.equal(catalog.length, 1, 'the en_US catalog is a chunk of its own');
    assert.ok(
      !initialScripts().some((f) => sourcesOf(f.replace(`${ASSETS}/`, '')).some((s) => s.includes('locales/'))),
      'no catalog in the entry',
    );
    const total = [...files, join(ASSETS, catalog[0]!)].reduce((sum, f) => sum + gz(f), 0);
    assert.ok(total <= 140 * KiB, `login route JS is ${kib(total)} gzip`);
  });

  it('keeps the home route (what renders its cards, TanStack Query included) within 220 KiB gzip', () => {
    const home = homeRouteChunks();
    const total = home.reduce((sum, c) => sum + gz(join(ASSETS, c)), 0);
    assert.ok(total <= 220 * KiB, `home route JS is ${kib(total)} gzip (${home.length} chunks)`);
    const sources = home.flatMap(sourcesOf);
    assert.ok(
      sources.some((s) => s.includes('node_modules/@tanstack/query-core/')),
      'TanStack Query is counted',
    );
    assert.ok(!sources.some((s) => s.includes('node_modules/wujie/')), 'wujie loads with the micro-app page, not with home');
  });

  it('keeps every lazily loaded chunk within 60 KiB gzip', () => {
    const initial = new Set(initialScripts().map((f) => f.replace('dist/portal/', '')));
    for (const name of chunks().filter((f) => !initial.has(`assets/${f}`))) {
      const size = gz(join(ASSETS, name));
      assert.ok(size <= 60 * KiB, `${name} is ${kib(size)} gzip`);
    }
  });

  it('keeps the chunk of every page registered in system-manage/pages.ts within 60 KiB gzip', () => {
    // Read from the registry itself, so a page added there is covered without touching this test.
    const registry = readFileSync('src/features/system-manage/pages.ts', 'utf8');
    const pages = [...registry.matchAll(/import\(\s*'\.\/([^']+)'\s*\)/g)].map((m) => `src/features/system-manage/${m[1]}`);
    assert.ok(pages.length >= 10, `the registry lists pages (${pages.length} found)`);
    for (const page of pages) {
      const holding = chunksHolding(page);
      assert.ok(holding.length > 0, `no chunk holds ${page}`);
      const initial = new Set(initialScripts().map((f) => f.replace(`${ASSETS}/`, '')));
      for (const name of holding) {
        assert.ok(!initial.has(name), `${page} is in the initial JS, not a lazy chunk`);
        const size = gz(join(ASSETS, name));
        assert.ok(size <= 60 * KiB, `${name} (${page}) is ${kib(size)} gzip`);
      }
    }
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

  it(
    'keeps the app bridge within 4 KiB gzip, free of dependencies',
    { skip: !existsSync('dist/elements/arcana-app.js') && 'elements not built yet' },
    () => {
      const file = 'dist/elements/arcana-app.js';
      const size = gz(file);
      assert.ok(size <= 4 * KiB, `arcana-app.js is ${(size / KiB).toFixed(1)} KiB gzip`);
      assert.doesNotMatch(readFileSync(file, 'utf8'), /^import\s/m, 'the bridge imports nothing');
      assert.ok(existsSync('dist/elements/arcana-app.d.ts'), 'its declarations ship beside it');
    },
  );
});
