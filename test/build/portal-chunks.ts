// What the built portal (dist/portal) loads for a route, read from the build's files and source
// maps: shared by the byte budgets (bundle-budget.test.ts) and `npm run bench`, so that both
// count the same chunks.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KiB = 1024;
export const ASSETS = 'dist/portal/assets';
export const gz = (file: string) => gzipSync(readFileSync(file)).length;
export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

export const chunks = () => readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
export const sourcesOf = (chunk: string) =>
  (JSON.parse(readFileSync(join(ASSETS, `${chunk}.map`), 'utf8')) as { sources: string[] }).sources;
/** Chunks holding a module whose path ends with `file` (per the chunk's source map). */
export const chunksHolding = (file: string) => chunks().filter((c) => sourcesOf(c).some((s) => s.endsWith(file)));

/** Scripts index.html loads before anything renders: the entry and its modulepreloads. */
export function initialScripts(): string[] {
  const html = readFileSync('dist/portal/index.html', 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => join('dist/portal', m[1]!));
}

/** What the login route loads before its form is usable: index.html's scripts, the login page's
 *  chunk (started at boot beside the platform configuration, main.tsx) with everything it imports
 *  statically, and the catalog of the active language (en_US in a fresh browser here). A chunk
 *  the route loads through an import() of its own while it renders is not in this list: the
 *  login e2e test checks that the browser loads none (a route fallback's spinner once did). */
export function loginRouteChunks(): string[] {
  const initial = initialScripts().map((f) => f.replace(`${ASSETS}/`, ''));
  const login = chunksHolding('src/features/login/login-page.tsx');
  assert.equal(login.length, 1, 'one chunk holds the login page');
  return [...staticClosure([...initial, ...login, ...chunksHolding('locales/en_US/messages.ts')])];
}

/** Chunks `roots` import statically (not `import()`), transitively, the roots included. */
export function staticClosure(roots: string[]): Set<string> {
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

/** What the home route loads to render its cards (signed in, en_US): index.html's scripts and the
 *  catalog (not the login page: a signed-in reload does not load it), and the chunks of the main layout, the sidebar, the notices bell, the home page and
 *  the loading spinner with everything they import statically. Menus, tooltips, dialogs, the
 *  micro-app host (wujie) and <arcana-permission> load later, on use or once the cards are shown. */
const HOME_ROUTE_MODULES = [
  'src/app/layout/main-layout.tsx',
  'src/app/layout/sidebar.tsx',
  'src/features/notices/notice-bell.tsx',
  'src/features/home/home-page.tsx',
  '@fluentui/react-spinner/lib/components/Spinner/Spinner.js',
];

export function homeRouteChunks(): string[] {
  const initial = initialScripts().map((f) => f.replace(`${ASSETS}/`, ''));
  const roots = HOME_ROUTE_MODULES.map((m) => {
    const holding = chunksHolding(m);
    assert.equal(holding.length, 1, `one chunk holds ${m}`);
    return holding[0]!;
  });
  return [...staticClosure([...initial, ...roots, ...chunksHolding('locales/en_US/messages.ts')])];
}

export interface PageBytes {
  /** The page's module, e.g. src/features/system-manage/users/users-page.tsx. */
  page: string;
  /** Its chunk (the one holding the module). */
  chunk: string;
  /** Gzip bytes of that chunk. */
  own: number;
  /** Gzip bytes a first click in the sidebar adds to what home loaded: the page's chunk and every
   *  chunk it imports statically that the home route did not load (Fluent's table and dialog
   *  parts, shared by the pages: the second page opened loads less). */
  onOpen: number;
}

/** Every page registered in system-manage/pages.ts (read from the registry itself, so a page
 *  added there is counted without editing this), with its bytes. */
export function systemManagePages(): PageBytes[] {
  const registry = readFileSync('src/features/system-manage/pages.ts', 'utf8');
  // Pages and sub-pages; not a list's prefetch (`list: () => import(...)`), which is no page.
  const pages = [...registry.matchAll(/(?<!list: \(\) => )import\(\s*'\.\/([^']+)'\s*\)/g)].map(
    (m) => `src/features/system-manage/${m[1]}`,
  );
  const home = new Set(homeRouteChunks());
  return pages.map((page) => {
    const holding = chunksHolding(page);
    assert.equal(holding.length, 1, `one chunk holds ${page}`);
    const chunk = holding[0]!;
    const added = [...staticClosure([chunk])].filter((c) => !home.has(c));
    return {
      page,
      chunk,
      own: gz(join(ASSETS, chunk)),
      onOpen: added.reduce((sum, c) => sum + gz(join(ASSETS, c)), 0),
    };
  });
}
