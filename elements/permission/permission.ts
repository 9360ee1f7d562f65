import { ArcanaPermission } from './permission.component.ts';

export * from './permission.component.ts';

// A page may load the elements twice (the portal and an app bundle): the first definition wins.
if (!customElements.get('arcana-permission')) customElements.define('arcana-permission', ArcanaPermission);

declare global {
  interface HTMLElementTagNameMap {
    'arcana-permission': ArcanaPermission;
  }
}
