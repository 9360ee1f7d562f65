// Typed links to a page's sub-pages, built from the registry's patterns (pages.ts) and the menu
// entry's path, never from its `href`, which may end in the entry's query (`/x?tab=1/5/items`).
// `subPageHref(entry, 'data-dictionary', ':id/items', { id: 5 })`: a pattern the registry does
// not hold, or a missing parameter, fails `tsc`. Type-only import: a page does not load the registry.
import type { NavEntry } from '../../api/menu-model.ts';
import type { SystemPages } from './pages.ts';

type WithSub = { [C in keyof SystemPages]: SystemPages[C] extends { sub: object } ? C : never }[keyof SystemPages];
type PatternOf<C extends WithSub> = Extract<keyof (SystemPages[C] extends { sub: infer S } ? S : never), string>;
type ParamsOf<P extends string> = P extends `${string}:${infer K}/${infer R}`
  ? K | ParamsOf<R>
  : P extends `${string}:${infer K}`
    ? K
    : never;

export function subPageHref<C extends WithSub, P extends PatternOf<C>>(
  entry: Pick<NavEntry, 'path'>,
  _code: C,
  pattern: P,
  params: Record<ParamsOf<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  const rest = pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return `${entry.path.replace(/\/+$/, '')}/${rest}`;
}
