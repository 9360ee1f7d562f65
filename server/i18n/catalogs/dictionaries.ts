// Messages of the dictionaries area.
import { defineCatalog } from '../define-catalog.ts';

export const dictionaryMessages = defineCatalog({
  en: {
    dictCodeTaken: (p) => `The dictionary code "${p.code}" is already used`,
    dictKeyTaken: (p) => `The key "${p.key}" is already used in this dictionary`,
    dictBuiltIn: () => 'This dictionary belongs to the product: its code cannot change and it cannot be deleted',
    dictParentInvalid: () => 'The parent item must be another item of the same dictionary, and not one of its own children',
    dictItemHasChildren: (p) => `The item has ${p.count} child item(s): delete or move them first`,
    dictKeyUnavailable: (p) => `"${p.key}" is not an enabled entry of the dictionary "${p.dict}": choose one from the list`,
  },
  zh: {
    dictCodeTaken: (p) => `字典编码“${p.code}”已被使用`,
    dictKeyTaken: (p) => `键“${p.key}”在该字典中已被使用`,
    dictBuiltIn: () => '该字典为系统内置字典：编码不可修改，也不可删除',
    dictParentInvalid: () => '上级字典项必须是同一字典中的其他项，且不能是其下级',
    dictItemHasChildren: (p) => `该字典项有 ${p.count} 个下级项，请先删除或移动它们`,
    dictKeyUnavailable: (p) => `“${p.key}”不是字典“${p.dict}”中已启用的项，请从列表中选择`,
  },
});
