// SVG uploads are documents that can carry scripts: they are rebuilt by DOMPurify (on a jsdom
// window) with its SVG profile, which drops <script>, <foreignObject> and every on* attribute, and
// with a hook that drops any reference leaving the file (href, xlink:href, url(...) in attributes
// or <style>), so a served SVG can neither run code nor make the browser fetch anything.
import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Promise<{ purify: Purifier; serialize: (node: Node) => string }> | undefined;

/** A reference that stays inside the document: `#id`, `url(#id)`. */
const LOCAL_REF = /^\s*#/;
const URL_FN = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
const IMPORT = /@import/i;

const externalUrlIn = (value: string) => [...value.matchAll(URL_FN)].some((m) => !LOCAL_REF.test(m[2] ?? ''));

async function load() {
  // Loaded on the first SVG only: jsdom is large and most servers never see an SVG upload.
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name.endsWith(':href') || name === 'src') && !LOCAL_REF.test(data.attrValue)) data.keepAttr = false;
    if (externalUrlIn(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && (externalUrlIn(node.textContent ?? '') || IMPORT.test(node.textContent ?? ''))) {
      node.textContent = '';
    }
  });
  const serializer = new window.XMLSerializer();
  return { purify, serialize: (node: Node) => serializer.serializeToString(node) };
}

/** The sanitised SVG text, or null when the input has no <svg> root to keep. */
export async function sanitizeSvg(text: string): Promise<string | null> {
  purifier ??= load();
  const { purify, serialize } = await purifier;
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['a', 'image', 'use', 'feImage', 'animate', 'set', 'animateMotion', 'animateTransform'],
  });
  const roots = [...fragment.childNodes].filter((n) => n.nodeType === 1);
  const root = roots[0] as Element | undefined;
  if (roots.length !== 1 || root?.localName !== 'svg') return null;
  return serialize(root);
}
