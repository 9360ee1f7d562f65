// Data-scope visit types (spec section 6): the contract stores them as numbers 1-5, the
// `visit-type` dictionary lists and names them by key, so an administrator can relabel or
// disable one.
import { DICT_CODES, useDictOptions } from './dict-options.ts';

/** Dictionary key -> the contract's visitType. */
export const VISIT_TYPE_OF_KEY: Readonly<Record<string, number>> = { all: 1, own: 2, dept: 3, 'dept-and-below': 4, custom: 5 };
const KEY_OF_VISIT_TYPE = Object.fromEntries(Object.entries(VISIT_TYPE_OF_KEY).map(([k, v]) => [v, k]));

export function useVisitTypes() {
  const dict = useDictOptions(DICT_CODES.visitType);
  const options = dict.options.flatMap((o) => {
    const visitType = VISIT_TYPE_OF_KEY[o.value];
    return visitType ? [{ visitType, label: o.label }] : [];
  });
  return { options, labelOf: (visitType: number) => dict.labelOf(KEY_OF_VISIT_TYPE[visitType] ?? String(visitType)) };
}
