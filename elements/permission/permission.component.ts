import { LitElement, html, nothing, type CSSResultGroup, type PropertyValues } from 'lit';
import { permissionStyles } from './permission.styles.ts';
import { styledShadowRoot } from '../shared/shadow-root.ts';
import {
  PERMISSIONS_CHANGED,
  hasPermission,
  permissionRegistry,
  watchWujiePermissions,
  wujiePermissions,
  type PermissionList,
} from './permission-registry.ts';

/**
 * What a denied gate does with its content.
 *
 * @example
 * ```html
 * <arcana-permission code="app:remove" mode="disable"><button>Remove</button></arcana-permission>
 * ```
 */
export type PermissionMode = 'hide' | 'disable';

/**
 * Detail of `arcana-permission-change`.
 *
 * @example
 * ```js
 * gate.addEventListener('arcana-permission-change', (e) => console.log(e.detail.code, e.detail.granted));
 * ```
 */
export interface PermissionChangeDetail {
  code: string;
  granted: boolean;
}

/**
 * Shows its content only when the button-permission list holds an entry whose `code` equals
 * the required `code` (spec section 6).
 *
 * The list comes from, in this order: the `permissions` property; the page-wide registry
 * (`setPermissions(list)`, filled by the portal); inside a wujie application,
 * `window.$wujie.props.buttonPermissions`, kept current by the bus event `permissions-changed`.
 *
 * @example
 * ```html
 * <arcana-permission code="app:add"><button>Add</button></arcana-permission>
 * <arcana-permission code="app:remove" mode="disable"><button>Remove</button></arcana-permission>
 * ```
 *
 * @tagname arcana-permission
 * @slot - The guarded content (a button, a link, a toolbar...).
 * @csspart content - Wrapper of the content; dimmed in `disable` mode when denied.
 * @fires {CustomEvent<PermissionChangeDetail>} arcana-permission-change - After the gate opens or closes (not on first render).
 */
export class ArcanaPermission extends LitElement {
  static override styles: CSSResultGroup = permissionStyles;

  static override properties = {
    code: { type: String },
    mode: { type: String, reflect: true },
    permissions: { type: Array },
    granted: { type: Boolean, reflect: true },
  };

  /** The permission code required to show the content. An empty code never grants. */
  code = '';

  /** `hide` (default): denied content is not rendered; `disable`: it stays visible but inert and `aria-disabled`. */
  mode: PermissionMode = 'hide';

  /**
   * The list to check against. When left undefined the page-wide registry or the wujie props
   * are used. As an attribute it takes JSON: `permissions='[{"code":"app:add"}]'`.
   */
  permissions?: PermissionList;

  /** Whether the content is currently allowed (reflected as the `granted` attribute; read-only in spirit). */
  granted = false;

  private stopWujie?: () => void;
  private readonly onRegistryChange = () => this.evaluate();

  /** The list currently in effect, after the property / registry / wujie fallbacks. */
  get effectivePermissions(): PermissionList | null {
    return this.permissions ?? permissionRegistry.list ?? wujiePermissions();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    permissionRegistry.addEventListener(PERMISSIONS_CHANGED, this.onRegistryChange);
    this.stopWujie = watchWujiePermissions(this.onRegistryChange);
    this.evaluate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    permissionRegistry.removeEventListener(PERMISSIONS_CHANGED, this.onRegistryChange);
    this.stopWujie?.();
    this.stopWujie = undefined;
  }

  protected override createRenderRoot() {
    return styledShadowRoot(this);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('code') || changed.has('permissions')) this.evaluate();
  }

  protected override updated(changed: PropertyValues<this>): void {
    const denied = !this.granted && this.mode === 'disable';
    // inert keeps focus, clicks and the accessibility tree's actions away from denied content.
    this.toggleAttribute('inert', denied);
    if (denied) this.setAttribute('aria-disabled', 'true');
    else this.removeAttribute('aria-disabled');
    if (changed.has('granted') && changed.get('granted') !== undefined) {
      this.dispatchEvent(
        new CustomEvent<PermissionChangeDetail>('arcana-permission-change', {
          detail: { code: this.code, granted: this.granted },
          bubbles: true,
          composed: true,
        }),
      );
    }
  }

  private evaluate(): void {
    this.granted = hasPermission(this.effectivePermissions, this.code);
  }

  protected override render() {
    if (!this.granted && this.mode !== 'disable') return nothing;
    return html`<span part="content"><slot></slot></span>`;
  }
}

declare global {
  interface HTMLElementEventMap {
    'arcana-permission-change': CustomEvent<PermissionChangeDetail>;
  }
}
