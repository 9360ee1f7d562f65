// Messages of roles, their permissions and the personal space.
import { defineCatalog } from '../define-catalog.ts';

export const roleMessages = defineCatalog({
  en: {
    missingApiPermission: (p) => `None of your roles grants the interface "${p.code}"`,
    roleNameTaken: (p) => `A role named "${p.name}" already exists`,
    roleCodeTaken: (p) => `A role with the code "${p.code}" already exists`,
    dataItemEmpty: () => 'The data item cannot be empty',
    customDeptsEmpty: () => 'Choose at least one department for a custom department scope',
    unknownDataGroup: (p) => `There is no data group "${p.code}"`,
    unknownDataItem: (p) => `The data group has no data item "${p.code}"`,
    unknownOperation: (p) => `There is no interface "${p.code}"`,
    unknownMenus: () => 'Some of the chosen menus or buttons no longer exist',
    unknownApps: () => 'Some of the chosen applications no longer exist',
    unknownUsers: () => 'Some of the chosen users no longer exist',
    unknownDepartments: () => 'Some of the chosen departments no longer exist',
    invalidEmail: () => 'Enter a valid e-mail address',
    invalidPhone: () => 'Enter a valid phone number (digits, optionally starting with +)',
    realNameBlank: () => 'The name cannot be blank',
  },
  zh: {
    missingApiPermission: (p) => `您的角色均未授予接口“${p.code}”`,
    roleNameTaken: (p) => `名为“${p.name}”的角色已存在`,
    roleCodeTaken: (p) => `编码为“${p.code}”的角色已存在`,
    dataItemEmpty: () => '数据项不能为空',
    customDeptsEmpty: () => '自定义部门范围至少需要选择一个部门',
    unknownDataGroup: (p) => `数据分组“${p.code}”不存在`,
    unknownDataItem: (p) => `该数据分组没有数据项“${p.code}”`,
    unknownOperation: (p) => `接口“${p.code}”不存在`,
    unknownMenus: () => '部分所选菜单或按钮已不存在',
    unknownApps: () => '部分所选应用已不存在',
    unknownUsers: () => '部分所选用户已不存在',
    unknownDepartments: () => '部分所选部门已不存在',
    invalidEmail: () => '请输入有效的邮箱地址',
    invalidPhone: () => '请输入有效的手机号（数字，可以 + 开头）',
    realNameBlank: () => '姓名不能为空',
  },
});
