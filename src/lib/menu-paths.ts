// Path rules of the dynamic menus (spec section 2). Pure: no React, no fetch, so every rule is
// unit-tested on its own (test/browser/menus/menu-paths.test.ts).
import { ROUTES } from './routes.ts';

/** The micro-application host prefix; system manage and monitor are shell areas without it. */
export const MICRO_PREFIX: string = ROUTES.microApp;
export const SHELL_BASES: readonly string[] = [ROUTES.systemManage, ROUTES.monitor];
/** Query key that carries a monitor view URL to the iframe page. */
export const VIEW_QUERY_KEY = 'url';
/** `:name` parameters: letters, digits, underscore and hyphen. */
export const PARAM_PATTERN = '[A-Za-z0-9_-]+';

export interface MenuPathInput {
  path?: string | null;
  type?: string | null;
  views?: string | null;
}

export interface ResolvedMenuPath {
  /** Path the router navigates to (or the URL itself when external). */
  path: string;
  /** Route query taken from the menu path, plus the view URL when the entry has one. */
  query: Record<string, string>;
  /** Left unchanged: opened as a link, never routed inside the shell. */
  external: boolean;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

export const isAbsoluteUrl = (path: string): boolean => ABSOLUTE_URL.test(path);

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** Normalises an app base: `props-demo`, `/props-demo/` and `/passportal/props-demo` all work. */
export function appBasePath(base: string): string {
  const clean = joinPath(base);
  if (SHELL_BASES.includes(clean)) return clean;
  if (clean === MICRO_PREFIX || clean.startsWith(`${MICRO_PREFIX}/`)) return clean;
  return clean === '/' ? MICRO_PREFIX : joinPath(MICRO_PREFIX, clean);
}

function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) query[k] = v;
  return query;
}

/**
 * Resolves one menu entry's path against its application's base path:
 * external entries and absolute URLs are unchanged; anything else gets a leading slash and the
 * base (itself under /passportal unless it is /system-manage or /monitor). A query string in
 * the path becomes the route query, and a view URL joins it as the iframe URL.
 */
export function resolveMenuPath(entry: MenuPathInput, base: string): ResolvedMenuPath {
  const raw = (entry.path ?? '').trim();
  if (entry.type === 'external' || isAbsoluteUrl(raw)) return { path: raw, query: {}, external: true };
  const [pathPart = '', search = ''] = raw.split(/\?(.*)/s, 2);
  const query = parseQuery(search);
  if (entry.views) query[VIEW_QUERY_KEY] = entry.views;
  const prefix = appBasePath(base);
  const path = pathPart === prefix || pathPart.startsWith(`${prefix}/`) ? joinPath(pathPart) : joinPath(prefix, pathPart);
  return { path, query, external: false };
}

/** The path with its query, as a link target. */
export function menuHref({ path, query }: ResolvedMenuPath): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Compiles a menu path with `:name` parameters into a matcher of whole paths. */
export function compileMenuPattern(pattern: string): RegExp {
  const names: string[] = [];
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      const param = /^:([A-Za-z_][A-Za-z0-9_]*)$/.exec(segment);
      if (param) {
        names.push(param[1]!);
        return `(${PARAM_PATTERN})`;
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const re = new RegExp(`^${source}/?$`);
  Object.defineProperty(re, 'paramNames', { value: names });
  return re;
}

/** Matches a location path against a menu path; the parameters when it matches, else null. */
export function matchMenuPath(pattern: string, pathname: string): Record<string, string> | null {
  const re = compileMenuPattern(pattern);
  const m = re.exec(pathname);
  if (!m) return null;
  const names = (re as RegExp & { paramNames: string[] }).paramNames;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}
