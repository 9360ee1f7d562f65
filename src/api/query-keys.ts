// The root key of every cached area of the portal, in one registry, so that a write names the
// areas it makes stale (`useInvalidatingMutation(call, ['departments', 'users'])`) and a list one
// page caches is refreshed by another page's writes (every picker's department list, api/options.ts,
// follows the departments page). A query's key starts with its area's root: `[...queryKeys.users, 'page', s]`.
export const queryKeys = {
  apps: ['system', 'apps'],
  auditLog: ['system', 'audit-log'],
  departments: ['system', 'departments'],
  dictionaries: ['system', 'dictionaries'],
  ldap: ['system', 'ldap'],
  license: ['system', 'license'],
  loginVerify: ['system', 'login-verify'],
  menus: ['system', 'menus'],
  messages: ['system', 'messages'],
  notices: ['desk', 'notices'],
  passwordPolicy: ['system', 'password-policy'],
  personal: ['personal'],
  personalization: ['system', 'personalization'],
  roles: ['system', 'roles'],
  userApps: ['system', 'user-apps'],
  users: ['system', 'users'],
  watermark: ['system', 'watermark'],
} as const satisfies Record<string, readonly string[]>;

export type QueryArea = keyof typeof queryKeys;
