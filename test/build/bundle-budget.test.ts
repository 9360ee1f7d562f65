// Size budgets of the build outputs (design notes): checked on every test run.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ASSETS,
  KiB,
  chunks,
  chunksHolding,
  gz,
  homeRouteChunks,
  initialScripts,
  kib,
  loginRouteChunks,
  sourcesOf,
  systemManagePages,
} from './portal-chunks.ts';

describe('bundle budgets', () => {
  it('keeps the login route (entry, the login page, their static imports and the active catalog) within 120 KiB gzip', (t) => {
    assert.ok(initialScripts().length > 0, 'index.html loads the entry script');
    // Boot loads the catalog of the active language only (en_US in a fresh browser here).
    const catalog = chunksHolding('locales/en_US/messages.ts');
    assert.equal(catalog.length, 1, 'the en_US catalog is a chunk of its own');
    assert.ok(
      !initialScripts().some((f) => sourcesOf(f.replace(`${ASSETS}/`, '')).some((s) => s.includes('locales/'))),
      'no catalog in the entry',
    );
    const login = loginRouteChunks();
    const total = login.reduce((sum, c) => sum + gz(join(ASSETS, c)), 0);
    t.diagnostic(`login route JS ${kib(total)} gzip (${login.length} chunks)`);
    assert.ok(total <= 120 * KiB, `login route JS is ${kib(total)} gzip`);
  });

  it('keeps the home route (what renders its cards, TanStack Query included) within 170 KiB gzip, without tabster', (t) => {
    const home = homeRouteChunks();
    const total = home.reduce((sum, c) => sum + gz(join(ASSETS, c)), 0);
    t.diagnostic(`home route JS ${kib(total)} gzip (${home.length} chunks)`);
    assert.ok(total <= 170 * KiB, `home route JS is ${kib(total)} gzip (${home.length} chunks)`);
    assert.ok(
      !home.flatMap(sourcesOf).some((s) => s.endsWith('src/features/login/login-form.tsx')),
      'a signed-in page does not load the login form',
    );
    const sources = home.flatMap(sourcesOf);
    assert.ok(
      sources.some((s) => s.includes('node_modules/@tanstack/query-core/')),
      'TanStack Query is counted',
    );
    assert.ok(!sources.some((s) => s.includes('node_modules/wujie/')), 'wujie loads with the micro-app page, not with home');
    // Fluent's focus manager (about 18 KiB gzip) comes with the first menu or dialog: the header's
    // toolbar and the sidebar use their own arrow keys, the cards are not Fluent Cards.
    assert.ok(!sources.some((s) => s.includes('node_modules/tabster/')), 'tabster loads with the first menu or dialog, not with home');
  });

  it("moves Fluent's precompiled styles into the one stylesheet index.html links, and prints its size", (t) => {
    const html = readFileSync('dist/portal/index.html', 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/griffel-[^"]+\.css)"/g)].map((m) => m[1]!);
    assert.equal(sheets.length, 1, 'index.html links the extracted stylesheet');
    const css = join('dist/portal', sheets[0]!);
    t.diagnostic(`Fluent stylesheet ${kib(gz(css))} gzip`);
    // Fluent's Button base class (read from the installed package, so a Fluent update keeps this
    // true): its rule is in the stylesheet and in no script any more.
    const buttonStyles = readFileSync('node_modules/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js', 'utf8');
    const rule = `.${/__resetStyles\("(\w+)"/.exec(buttonStyles)![1]}{`;
    assert.ok(readFileSync(css, 'utf8').includes(rule), "the Button's rules are in the stylesheet");
    for (const name of chunks()) assert.ok(!readFileSync(join(ASSETS, name), 'utf8').includes(rule), `${name} holds no extracted CSS`);
    // The portal's own makeStyles are compiled ahead of time too (scripts/babel-griffel.mjs): no
    // chunk carries Griffel's style resolver and the CSS tools it runs in the browser.
    const resolver = chunks().filter((c) =>
      sourcesOf(c).some((s) => /node_modules\/(stylis|rtl-css-js)\/|@griffel\/core\/.*resolveStyleRules/.test(s)),
    );
    assert.deepEqual(resolver, [], 'no chunk resolves styles at run time');
  });

  it("paints the default light theme from a stylesheet, leaving Fluent's colour tables out of the login route", () => {
    const html = readFileSync('dist/portal/index.html', 'utf8');
    const sheet = /<link rel="stylesheet" href="\/(assets\/theme-[^"]+\.css)"/.exec(html)?.[1];
    assert.ok(sheet, 'index.html links the theme stylesheet');
    const css = readFileSync(join('dist/portal', sheet), 'utf8');
    // Fluent's brand background is step 80 of the ramp: the default colour, exactly.
    assert.match(css, /^:root \{.*--colorBrandBackground: #705ada;/s);
    assert.match(css, /--colorNeutralBackground1: #ffffff;/);
    const tables = loginRouteChunks()
      .flatMap(sourcesOf)
      .filter((s) => /@fluentui\/tokens\/.*(createLightTheme|global\/colors)/.test(s));
    assert.deepEqual(tables, [], 'the login route draws no theme');
  });

  it('keeps every lazily loaded chunk within 60 KiB gzip', () => {
    const initial = new Set(initialScripts().map((f) => f.replace('dist/portal/', '')));
    for (const name of chunks().filter((f) => !initial.has(`assets/${f}`))) {
      const size = gz(join(ASSETS, name));
      assert.ok(size <= 60 * KiB, `${name} is ${kib(size)} gzip`);
    }
  });

  it('keeps the chunk of every page registered in system-manage/pages.ts within 40 KiB gzip, and prints them', (t) => {
    const pages = systemManagePages();
    assert.ok(pages.length >= 10, `the registry lists pages (${pages.length} found)`);
    const initial = new Set(initialScripts().map((f) => f.replace(`${ASSETS}/`, '')));
    for (const { page, chunk, own, onOpen } of pages) {
      t.diagnostic(`${page}: chunk ${kib(own)}, first open ${kib(onOpen)} gzip`);
      assert.ok(!initial.has(chunk), `${page} is in the initial JS, not a lazy chunk`);
      assert.ok(own <= 40 * KiB, `${chunk} (${page}) is ${kib(own)} gzip`);
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
