import { adoptStyles, type ReactiveElement } from 'lit';

/**
 * The element's shadow root with its styles, also when the element class comes from another
 * document than the element's DOM: inside a wujie application the scripts run in an iframe
 * while the DOM lives in the shell's document, and a constructed style sheet cannot be shared
 * across documents (adopting it throws NotAllowedError). Then the styles go in as <style>.
 */
export function styledShadowRoot(host: ReactiveElement): ShadowRoot {
  const ctor = host.constructor as typeof ReactiveElement;
  const root = host.shadowRoot ?? host.attachShadow(ctor.shadowRootOptions);
  try {
    adoptStyles(root, ctor.elementStyles);
  } catch {
    for (const s of ctor.elementStyles) {
      const style = document.createElement('style');
      // Duck-typed: a sheet from another realm is no instance of this window's CSSStyleSheet.
      style.textContent =
        typeof (s as { cssText?: unknown }).cssText === 'string'
          ? (s as { cssText: string }).cssText
          : [...(s as CSSStyleSheet).cssRules].map((r) => r.cssText).join('\n');
      root.append(style);
    }
  }
  return root;
}
