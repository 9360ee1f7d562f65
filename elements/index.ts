/**
 * Arcana custom elements: the bundle entry (`dist/elements/arcana-elements.js`). Importing it
 * defines `<arcana-watermark>` and `<arcana-permission>`.
 *
 * @example
 * ```html
 * <script type="module" src="/elements/arcana-elements.js"></script>
 * <arcana-permission code="app:add"><button>Add</button></arcana-permission>
 * ```
 *
 * @example
 * ```js
 * import { setPermissions } from '/elements/arcana-elements.js';
 * setPermissions([{ code: 'app:add' }]);
 * ```
 * @packageDocumentation
 */
export * from './watermark/watermark.ts';
export * from './permission/permission.ts';
export { fontStack, FONT_STACKS, type WatermarkFont } from './watermark/watermark-fonts.ts';
export {
  permissionRegistry,
  setPermissions,
  hasPermission,
  PERMISSIONS_CHANGED,
  WUJIE_PERMISSIONS_EVENT,
  type ButtonPermission,
  type PermissionList,
  type PermissionRegistry,
  type WujieBridge,
} from './permission/permission-registry.ts';
