import { ArcanaWatermark } from './watermark.component.ts';

export * from './watermark.component.ts';

// A page may load the elements twice (the portal and an app bundle): the first definition wins.
if (!customElements.get('arcana-watermark')) customElements.define('arcana-watermark', ArcanaWatermark);

declare global {
  interface HTMLElementTagNameMap {
    'arcana-watermark': ArcanaWatermark;
  }
}
