// System-manage pages by menu code (the `code` of the server's category-1 menu entries of app
// 10010). Each page is its own lazily loaded chunk. Adding a page is one line here plus its
// folder (see README.md in this folder); a code without a line says it has no page (no-page-entry.tsx).
// A list page names its list's prefetch too (`list`): the shell starts that list's call beside the
// page's chunk (app/navigation/area-preload.ts), so its rows do not wait for the chunk to load.
import type { PageDefinition } from './page-types.ts';

export const SYSTEM_PAGES = {
  license: { page: () => import('./license/license-page.tsx') },
  watermark: { page: () => import('./watermark/watermark-page.tsx') },
  user: {
    page: () => import('./users/users-page.tsx'),
    // The area's most visited page: home to its rows is issue 28's measure.
    warm: true,
    list: () => import('./users/use-users-search.ts').then((m) => m.prefetchUsersList),
    sub: { ':id/authority': () => import('./users/user-authority-page.tsx') },
  },
  organization: { page: () => import('./organization/organization-page.tsx') },
  'password-policy': { page: () => import('./password-policy/password-policy-page.tsx') },
  'login-verify': { page: () => import('./login-verify/login-verify-page.tsx') },
  'audit-log': {
    page: () => import('./audit-log/audit-log-page.tsx'),
    list: () => import('./audit-log/use-audit-search.ts').then((m) => m.prefetchAuditList),
  },
  personalization: { page: () => import('./personalization/personalization-page.tsx') },
  'data-dictionary': {
    page: () => import('./dictionaries/dictionaries-page.tsx'),
    list: () => import('./dictionaries/use-dict-search.ts').then((m) => m.prefetchDictList),
    sub: { ':id/items': () => import('./dictionaries/dict-items-page.tsx') },
  },
  role: {
    page: () => import('./roles/roles-page.tsx'),
    list: () => import('./roles/use-roles-search.ts').then((m) => m.prefetchRolesList),
    sub: {
      ':id/authority': () => import('./roles/role-authority-page.tsx'),
      ':id/bindings': () => import('./roles/role-bindings-page.tsx'),
    },
  },
  application: {
    page: () => import('./applications/applications-page.tsx'),
    list: () => import('./applications/use-apps-search.ts').then((m) => m.prefetchAppsList),
  },
  menu: { page: () => import('./menus/menus-page.tsx') },
  'message-notification': { page: () => import('./messages/message-notification-page.tsx') },
} as const satisfies Readonly<Record<string, PageDefinition>>;

/** The registry's type: sub-page links (sub-page-link.ts) are checked against its patterns. */
export type SystemPages = typeof SYSTEM_PAGES;
