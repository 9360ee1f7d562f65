// One catalog per area, each with the same keys in both languages (tsc checks it), so areas
// add their messages in their own file instead of all editing one list.
export type Params = Record<string, string | number>;
export type MessageFn = (p: Params) => string;

export function defineCatalog<K extends string>(catalog: { en: Record<K, MessageFn>; zh: Record<K, MessageFn> }) {
  return catalog;
}
