// A menu's path or view URL may be relative or http(s); any other scheme (javascript:, data:,
// vbscript:, file: ...) is refused, also when disguised by case, whitespace or control characters.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function isSafeLink(value: string): boolean {
  // Browsers ignore leading spaces and strip tabs and newlines inside a URL's scheme.
  const squeezed = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (squeezed.startsWith('//')) return true; // protocol-relative: http(s) of the page
  const scheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}
