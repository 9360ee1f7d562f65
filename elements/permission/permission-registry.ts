// Where <arcana-permission> finds the button-permission list when no `permissions` property is
// set: a page-wide registry (filled by the portal, or by an app itself) and, inside a wujie
// application, the props and bus events of the shell. The registry lives on `globalThis` under a
// `Symbol.for` key so that two copies of the elements (the portal's bundle and an app's
// `arcana-elements.js`) on one page share it.

/**
 * One entry of the button-permission list (a category-2 menu entry, spec section 6).
 *
 * @example
 * ```js
 * const entry = { code: 'app:add', name: 'Add' };
 * ```
 */
export interface ButtonPermission {
  code: string;
  name?: string;
}

/**
 * A permission list as apps pass it: entries with a `code`, or plain code strings.
 *
 * @example
 * ```js
 * gate.permissions = [{ code: 'app:add' }, 'app:edit'];
 * ```
 */
export type PermissionList = ReadonlyArray<ButtonPermission | string>;

/**
 * Name of the event the registry dispatches after `setPermissions`.
 *
 * @example
 * ```js
 * permissionRegistry.addEventListener(PERMISSIONS_CHANGED, (e) => render(e.detail));
 * ```
 */
export const PERMISSIONS_CHANGED = 'arcana-permissions-changed';

/**
 * The page-wide permission registry: an `EventTarget` holding the current list (`null` until
 * someone sets one) that fires `arcana-permissions-changed` (detail: the new list) on change.
 *
 * @example
 * ```js
 * import { permissionRegistry } from '/elements/arcana-elements.js';
 * permissionRegistry.addEventListener('arcana-permissions-changed', (e) => console.log(e.detail));
 * ```
 */
export interface PermissionRegistry extends EventTarget {
  readonly list: PermissionList | null;
}

class Registry extends EventTarget implements PermissionRegistry {
  list: PermissionList | null = null;
}

const KEY = Symbol.for('arcana.permissionRegistry');
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;

/** The one registry of this page (shared by every copy of the elements). */
export const permissionRegistry: PermissionRegistry = (holder[KEY] ??= new Registry());

/**
 * Replaces the page-wide button-permission list; every `<arcana-permission>` without its own
 * `permissions` property re-evaluates. Pass `null` to fall back to the wujie props again.
 *
 * @example
 * ```js
 * import { setPermissions } from '/elements/arcana-elements.js';
 * setPermissions([{ code: 'app:add' }, { code: 'app:edit' }]);
 * ```
 */
export function setPermissions(list: PermissionList | null): void {
  (permissionRegistry as Registry).list = list ? [...list] : null;
  permissionRegistry.dispatchEvent(new CustomEvent(PERMISSIONS_CHANGED, { detail: permissionRegistry.list }));
}

/**
 * The part of wujie's `window.$wujie` the elements use (see README "custom elements").
 *
 * @example
 * ```js
 * window.$wujie?.bus.$on('permissions-changed', ({ buttonPermissions }) => console.log(buttonPermissions));
 * ```
 */
export interface WujieBridge {
  props?: { buttonPermissions?: PermissionList; [key: string]: unknown };
  bus?: {
    $on(event: string, fn: (...args: unknown[]) => void): unknown;
    $off(event: string, fn: (...args: unknown[]) => void): unknown;
  };
}

/**
 * Bus event the shell emits when the user's button permissions change; its payload is
 * `{ buttonPermissions: list }` (a bare list is accepted too).
 *
 * @example
 * ```js
 * window.$wujie?.bus.$on(WUJIE_PERMISSIONS_EVENT, ({ buttonPermissions }) => console.log(buttonPermissions));
 * ```
 */
export const WUJIE_PERMISSIONS_EVENT = 'permissions-changed';

export const wujieBridge = (): WujieBridge | undefined => (globalThis as { $wujie?: WujieBridge }).$wujie;

/**
 * True when `list` holds an entry whose code equals `code` exactly.
 *
 * @example
 * ```js
 * hasPermission([{ code: 'app:add' }], 'app:add'); // true
 * hasPermission([{ code: 'app:add' }], 'app'); // false
 * ```
 */
export function hasPermission(list: PermissionList | null | undefined, code: string): boolean {
  if (!list || !code) return false;
  return list.some((item) => (typeof item === 'string' ? item : item?.code) === code);
}

// The latest list the bus delivered; it outranks the props the app was started with.
let busList: PermissionList | undefined;

/** The list the wujie shell handed this application, or null outside wujie. */
export function wujiePermissions(): PermissionList | null {
  const bridge = wujieBridge();
  if (!bridge) return null;
  return busList ?? bridge.props?.buttonPermissions ?? null;
}

/** Calls `onChange` after each `permissions-changed` bus event; returns the unsubscribe. */
export function watchWujiePermissions(onChange: () => void): () => void {
  const bus = wujieBridge()?.bus;
  if (!bus) return () => {};
  // The shell sends `{ buttonPermissions: list }`; a bare list is accepted as well.
  const handler = (payload: unknown) => {
    const list = Array.isArray(payload) ? payload : (payload as { buttonPermissions?: unknown } | null)?.buttonPermissions;
    busList = Array.isArray(list) ? (list as PermissionList) : [];
    onChange();
  };
  bus.$on(WUJIE_PERMISSIONS_EVENT, handler);
  return () => bus.$off(WUJIE_PERMISSIONS_EVENT, handler);
}
