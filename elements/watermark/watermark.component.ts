import { ReactiveElement, type CSSResultGroup, type PropertyValues } from 'lit';
import { watermarkStyles } from './watermark.styles.ts';
import { fontStack } from './watermark-fonts.ts';
import { styledShadowRoot } from '../shared/shadow-root.ts';

/**
 * Why the watermark put itself back: the detail of `arcana-watermark-restore`.
 *
 * @example
 * ```js
 * mark.addEventListener('arcana-watermark-restore', (e) => audit('watermark tampered', e.detail.reason));
 * ```
 */
export interface WatermarkRestoreDetail {
  reason: 'removed' | 'style' | 'hidden' | 'attribute' | 'shadow';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Tiles already drawn, by what they show: a watermark created again with the same text and look
 *  (an application that re-renders, the shell's overlay on each open of an application) reuses
 *  the tile instead of drawing a canvas and encoding a PNG in the task that shows it. */
const tiles = new Map<string, { url: string; width: number; height: number }>();
const TILES_KEPT = 8;

/**
 * `YYYY-MM-DD HH:mm` in local time, the form the watermark shows for the time preset.
 *
 * @example
 * ```js
 * formatWatermarkTime(new Date(2026, 10, 21, 9, 5)); // '2026-11-21 09:05'
 * ```
 */
export function formatWatermarkTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// Declarations a page must not be able to override; inline !important inside the shadow tree
// outranks page styles, ::part() rules and !important rules from outside.
const HOST_GUARD = 'display: block !important; visibility: visible !important; opacity: 1 !important;';

/**
 * Tiles text (department, client IP, current time and/or custom text: the presets of spec
 * section 3) over the area of its content, or over the whole page with `fullscreen`. The text
 * is drawn on a canvas, never inserted as HTML; the layer never takes pointer events and
 * prints. Removing the element, hiding it or changing its style or shadow content from the page
 * puts it back (call `release()` first to remove it on purpose). Attributes configure it when it
 * connects; later changes go through the properties (attribute changes are undone as tampering).
 *
 * @example
 * ```html
 * <arcana-watermark fullscreen department="Finance" ip="10.0.0.8" show-time text="Confidential"></arcana-watermark>
 * <arcana-watermark text="Draft" font="source-han-serif" font-size="20" rotate="-30" gap="80">
 *   <article>...content under the watermark...</article>
 * </arcana-watermark>
 * ```
 *
 * @tagname arcana-watermark
 * @slot - Content the watermark covers (not needed with `fullscreen`).
 * @csspart layer - The tiled layer above the content (its position and visibility cannot be changed).
 * @fires {CustomEvent<WatermarkRestoreDetail>} arcana-watermark-restore - After the element repaired a removal or a change made from the page.
 */
export class ArcanaWatermark extends ReactiveElement {
  static override styles: CSSResultGroup = watermarkStyles;

  static override properties = {
    text: { type: String },
    department: { type: String },
    ip: { type: String },
    showTime: { type: Boolean, attribute: 'show-time' },
    fontSize: { type: Number, attribute: 'font-size' },
    font: { type: String },
    color: { type: String },
    gap: { type: Number },
    rotate: { type: Number },
    fullscreen: { type: Boolean },
    global: { type: Boolean },
    zIndex: { type: Number, attribute: 'z-index' },
  };

  /** Custom text; `\n` starts a new line. */
  text = '';
  /** The user's direct department (preset "direct department"); empty hides the line. */
  department = '';
  /** The client IP address (preset "client IP address"); empty hides the line. */
  ip = '';
  /** Adds the current time (`YYYY-MM-DD HH:mm`, refreshed every minute). */
  showTime = false;
  /** Font size in CSS pixels. */
  fontSize = 16;
  /** `system`, `simhei`, `source-han-sans`, `source-han-serif`, `pingfang`, or a CSS font-family list. */
  font = 'system';
  /** Any CSS colour; keep it translucent, e.g. `rgba(0, 0, 0, 0.12)`. */
  color = 'rgba(0, 0, 0, 0.12)';
  /** Space between tiles in CSS pixels (the "margin" setting). */
  gap = 120;
  /** Rotation of the text in degrees (negative: rising to the right). */
  rotate = -22;
  /** Cover the whole viewport (position: fixed) instead of the element's own box. */
  fullscreen = false;
  /** Alias of `fullscreen`. */
  global = false;
  /** Stacking order of the layer. */
  zIndex = 2147483000;

  private readonly layer = document.createElement('div');
  private readonly slotEl = document.createElement('slot');
  private hostCss = '';
  private layerCss = '';
  private tile = { url: '', width: 0, height: 0 };
  private released = false;
  private timer?: ReturnType<typeof setTimeout>;
  private hostGuard?: MutationObserver;
  private shadowGuard?: MutationObserver;
  private parentGuard?: MutationObserver;
  private guardedParent?: Node;
  private pageGuard?: MutationObserver;
  private shadowNodes: Node[] = [];
  /** Property values as last drawn, to undo an attribute change made from the page. */
  private drawn = new Map<PropertyKey, unknown>();
  private styleText: (string | null)[] = [];

  /** The lines drawn in each tile, in order: department, IP, time, custom text. */
  get lines(): string[] {
    const lines = [this.department, this.ip, this.showTime ? formatWatermarkTime(new Date()) : ''];
    lines.push(...(this.text ?? '').split(/\r?\n/));
    return lines.map((l) => (l ?? '').trim()).filter(Boolean);
  }

  /** The PNG data URL of one tile ('' when there is nothing to draw). */
  get tileDataUrl(): string {
    return this.tile.url;
  }

  /** Stops guarding so that the element can be removed on purpose (for example on logout). */
  release(): void {
    this.released = true;
    this.hostGuard?.disconnect();
    this.shadowGuard?.disconnect();
    this.parentGuard?.disconnect();
    this.pageGuard?.disconnect();
    this.guardedParent = undefined;
    clearTimeout(this.timer);
  }

  protected override createRenderRoot() {
    const root = styledShadowRoot(this);
    this.layer.setAttribute('part', 'layer');
    this.layer.setAttribute('aria-hidden', 'true');
    root.append(this.slotEl, this.layer);
    // <style> fallbacks (see styledShadowRoot) come first and are part of the intact state.
    this.shadowNodes = [...root.childNodes];
    this.styleText = this.shadowNodes.map((n) => (n instanceof HTMLStyleElement ? n.textContent : ''));
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.released) return;
    this.guardHost();
    this.guardParent();
    this.scheduleTick();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // The parent guard stays on: it is what puts a removed watermark back.
    clearTimeout(this.timer);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    for (const key of (this.constructor as typeof ReactiveElement).elementProperties.keys()) {
      this.drawn.set(key, this[key as keyof this]);
    }
    this.paint();
    if (changed.has('showTime')) this.scheduleTick();
  }

  private get covering(): boolean {
    return this.fullscreen || this.global;
  }

  private paint(): void {
    const lines = this.lines;
    const size = Math.max(6, Number(this.fontSize) || 16);
    const font = `${size}px ${fontStack(this.font)}`;
    const ratio = Math.max(1, window.devicePixelRatio || 1);
    const key = JSON.stringify([lines, font, this.rotate, this.gap, this.color, ratio]);
    const drawn = tiles.get(key);
    if (drawn) {
      this.tile = drawn;
      this.applyLayerStyle();
      return;
    }
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx || lines.length === 0) {
      this.tile = { url: '', width: 0, height: 0 };
    } else {
      ctx.font = font;
      const lineHeight = Math.round(size * 1.5);
      const textWidth = Math.max(...lines.map((l) => ctx.measureText(l).width));
      const textHeight = lineHeight * lines.length;
      const rad = ((Number(this.rotate) || 0) * Math.PI) / 180;
      const cos = Math.abs(Math.cos(rad));
      const sin = Math.abs(Math.sin(rad));
      const gap = Math.max(0, Number(this.gap) || 0);
      const width = Math.ceil(textWidth * cos + textHeight * sin + gap);
      const height = Math.ceil(textWidth * sin + textHeight * cos + gap);
      // Drawn at device resolution so the text stays sharp on high-density screens and in print.
      canvas.width = Math.ceil(width * ratio);
      canvas.height = Math.ceil(height * ratio);
      ctx.scale(ratio, ratio);
      ctx.translate(width / 2, height / 2);
      ctx.rotate(rad);
      ctx.font = font;
      ctx.fillStyle = this.color || 'rgba(0, 0, 0, 0.12)';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      lines.forEach((line, i) => ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * lineHeight));
      this.tile = { url: canvas.toDataURL('image/png'), width, height };
      if (tiles.size >= TILES_KEPT) tiles.delete(tiles.keys().next().value!);
      tiles.set(key, this.tile);
    }
    this.applyLayerStyle();
  }

  private applyLayerStyle(): void {
    const s = this.layer.style;
    s.cssText = '';
    const set = (prop: string, value: string) => s.setProperty(prop, value, 'important');
    set('position', this.covering ? 'fixed' : 'absolute');
    set('inset', '0');
    set('display', 'block');
    set('visibility', 'visible');
    set('opacity', '1');
    set('pointer-events', 'none');
    set('user-select', 'none');
    set('z-index', String(Number(this.zIndex) || 0));
    set('transform', 'none');
    set('clip-path', 'none');
    set('filter', 'none');
    set('background-repeat', 'repeat');
    set('background-position', '0 0');
    set('background-image', this.tile.url ? `url("${this.tile.url}")` : 'none');
    set('background-size', this.tile.url ? `${this.tile.width}px ${this.tile.height}px` : 'auto');
    this.layerCss = s.cssText;
  }

  private guardHost(): void {
    // Keep what the page set on purpose before the element connected, and pin the rest.
    if (!this.hostCss) {
      this.style.cssText = `${this.style.cssText} ${HOST_GUARD}`;
      this.hostCss = this.style.cssText;
    }
    this.hostGuard ??= new MutationObserver((records) => this.checkHost(records));
    const config = (this.constructor as typeof ReactiveElement).observedAttributes;
    this.hostGuard.observe(this, { attributes: true, attributeOldValue: true, attributeFilter: ['style', 'hidden', ...config] });
    this.shadowGuard ??= new MutationObserver(() => this.checkShadow());
    this.shadowGuard.observe(this.renderRoot, { childList: true, subtree: true, attributes: true, characterData: true });
    this.checkHost();
  }

  private guardParent(): void {
    const parent = this.parentNode;
    if (!parent || parent === this.guardedParent) return;
    this.parentGuard?.disconnect();
    this.guardedParent = parent;
    this.parentGuard = new MutationObserver((records) => {
      // A move to another parent (this.isConnected again) is the page's business; only a
      // removal from the document is undone.
      if (this.released || this.isConnected) return;
      const removal = records.find((r) => [...r.removedNodes].includes(this));
      if (!removal) return;
      const before = removal.nextSibling?.parentNode === parent ? removal.nextSibling : null;
      parent.insertBefore(this, before);
      this.restored('removed');
    });
    this.parentGuard.observe(parent, { childList: true });
    // A page-wide watermark must survive the removal of its container as well: it then goes back
    // into the container if that is still on the page, else into <body>.
    this.pageGuard?.disconnect();
    if (this.covering && document.body) {
      this.pageGuard ??= new MutationObserver(() => {
        if (this.released || this.isConnected || !document.body) return;
        (this.guardedParent?.isConnected ? this.guardedParent : document.body).appendChild(this);
        this.restored('removed');
      });
      this.pageGuard.observe(document.body, { childList: true, subtree: true });
    }
  }

  private checkHost(records: MutationRecord[] = []): void {
    if (this.released) return;
    // Configuration attributes changed after connection are put back (the page could otherwise
    // blank the text); owners change the configuration through the properties, which is not seen here.
    const restored = new Set<string>();
    for (const r of records) {
      const name = r.attributeName;
      if (!name || name === 'style' || name === 'hidden' || restored.has(name)) continue;
      restored.add(name);
      if (r.oldValue === null) this.removeAttribute(name);
      else this.setAttribute(name, r.oldValue);
      // Removing an attribute the page had not set would leave null in the property: put back
      // the value last drawn (the observer runs before the element's own update).
      const key = this.propertyOf(name);
      if (key !== undefined && this.drawn.has(key)) (this as Record<PropertyKey, unknown>)[key] = this.drawn.get(key);
    }
    if (restored.size) {
      // Our own restoring writes must not be taken for tampering in turn.
      this.hostGuard?.takeRecords();
      this.restored('attribute');
    }
    if (this.hasAttribute('hidden')) {
      this.removeAttribute('hidden');
      this.restored('hidden');
    }
    if (this.style.cssText !== this.hostCss) {
      this.style.cssText = this.hostCss;
      this.restored('style');
    }
  }

  private propertyOf(attribute: string): PropertyKey | undefined {
    for (const [key, options] of (this.constructor as typeof ReactiveElement).elementProperties) {
      const name = typeof options.attribute === 'string' ? options.attribute : String(key).toLowerCase();
      if (name === attribute) return key;
    }
    return undefined;
  }

  private checkShadow(): void {
    if (this.released) return;
    const root = this.renderRoot;
    const nodes = [...root.childNodes];
    const intact =
      nodes.length === this.shadowNodes.length &&
      nodes.every((n, i) => n === this.shadowNodes[i]) &&
      this.shadowNodes.every(
        (n, i) => !(n instanceof HTMLStyleElement) || (n.textContent === this.styleText[i] && n.attributes.length === 0),
      ) &&
      this.layer.childNodes.length === 0 &&
      this.layer.attributes.length === 3 &&
      this.layer.getAttribute('part') === 'layer' &&
      this.layer.getAttribute('aria-hidden') === 'true' &&
      this.layer.style.cssText === this.layerCss &&
      this.slotEl.attributes.length === 0;
    if (intact) return;
    this.shadowNodes.forEach((el, i) => {
      if (!(el instanceof Element)) return;
      for (const { name } of [...el.attributes]) el.removeAttribute(name);
      if (el instanceof HTMLStyleElement) el.textContent = this.styleText[i] ?? '';
      else el.replaceChildren();
    });
    this.layer.setAttribute('part', 'layer');
    this.layer.setAttribute('aria-hidden', 'true');
    root.replaceChildren(...this.shadowNodes);
    this.applyLayerStyle();
    this.restored('shadow');
  }

  private restored(reason: WatermarkRestoreDetail['reason']): void {
    this.dispatchEvent(
      new CustomEvent<WatermarkRestoreDetail>('arcana-watermark-restore', {
        detail: { reason },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private scheduleTick(): void {
    clearTimeout(this.timer);
    if (!this.showTime || !this.isConnected || this.released) return;
    // Wake at the next full minute so the shown time is never a minute behind.
    const now = new Date();
    const wait = (60 - now.getSeconds()) * 1000 - now.getMilliseconds() + 50;
    this.timer = setTimeout(() => {
      this.requestUpdate();
      this.scheduleTick();
    }, wait);
  }
}

declare global {
  interface HTMLElementEventMap {
    'arcana-watermark-restore': CustomEvent<WatermarkRestoreDetail>;
  }
}
