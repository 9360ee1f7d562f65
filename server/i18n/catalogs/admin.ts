// Messages shared by every admin operation: permission, paging, constraint violations.
import { defineCatalog } from '../define-catalog.ts';

export const adminMessages = defineCatalog({
  en: {
    missingPermission: (p) => `You do not have the permission "${p.code}" needed for this`,
    duplicate: (p) => (p.field ? `This ${p.field} is already taken` : 'This record already exists'),
    referenced: () => 'The record is still in use by other records and cannot be changed this way',
    invalidReference: () => 'A referenced record does not exist',
    constraint: () => 'The values break a data rule',
    recordNotFound: () => 'The record does not exist or was deleted',
  },
  zh: {
    missingPermission: (p) => `您没有执行此操作所需的权限“${p.code}”`,
    duplicate: (p) => (p.field ? `该${p.field}已被使用` : '该记录已存在'),
    referenced: () => '该记录仍被其他记录引用，无法执行此操作',
    invalidReference: () => '引用的记录不存在',
    constraint: () => '数据不符合规则',
    recordNotFound: () => '记录不存在或已被删除',
  },
});
