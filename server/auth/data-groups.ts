// The data groups a data-scope rule can name (spec section 6: "data group" is a menu or
// resource whose records are scoped), each with the data items (fields) a rule may cover.
// The code is the menu code of the page that lists the records.
import type { I18nNames } from '../db/schema.ts';

export interface DataGroup {
  code: string;
  i18nNames: Required<I18nNames>;
  items: Array<{ code: string; i18nNames: Required<I18nNames> }>;
}

const item = (code: string, en: string, zh: string) => ({ code, i18nNames: { en_US: en, zh_CN: zh } });

export const DATA_GROUPS: DataGroup[] = [
  {
    code: 'user',
    i18nNames: { en_US: 'Users', zh_CN: '用户管理' },
    items: [
      item('username', 'Username', '用户名'),
      item('realName', 'Real name', '姓名'),
      item('email', 'E-mail', '邮箱'),
      item('phone', 'Phone', '手机号'),
      item('dept', 'Department', '部门'),
      item('roles', 'Roles', '角色'),
      item('status', 'Status', '状态'),
    ],
  },
  {
    code: 'audit-log',
    i18nNames: { en_US: 'Audit log', zh_CN: '审计日志' },
    items: [
      item('user', 'Operator', '操作人'),
      item('ip', 'IP address', 'IP 地址'),
      item('module', 'Module', '模块'),
      item('action', 'Action', '操作'),
      item('path', 'Path', '路径'),
      item('changes', 'Before and after', '变更前后'),
    ],
  },
];

export const dataGroupOf = (code: string) => DATA_GROUPS.find((g) => g.code === code);
