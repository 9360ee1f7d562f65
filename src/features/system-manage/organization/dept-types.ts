// The department types (spec section 3) are the `department-type` dictionary's enabled items: an
// administrator can relabel, disable or add one, and the server accepts exactly those keys (a
// department keeps a type disabled after it was chosen, shown by its key).
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';

/** A key of the department-type dictionary. */
export type DeptType = string;

/** The enabled types in dictionary order, and a label lookup. */
export const useDeptTypes = (opts: { enabled?: boolean } = {}) => useDictOptions(DICT_CODES.departmentType, opts);
