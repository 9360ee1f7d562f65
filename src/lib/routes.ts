// The static routes of spec section 2 in one typed table, importable from every layer (lib has
// no React), so no path is written twice. Dynamic menu routes are built from these bases.
export const ROUTES = {
  root: '/',
  home: '/home',
  personalSpace: '/personal-space',
  profile: '/personal-space/profile',
  authority: '/personal-space/authority',
  microApp: '/passportal',
  noAuthority: '/no-auth',
  login: '/login',
  systemManage: '/system-manage',
  monitor: '/monitor',
} as const;

/** Tabs of the personal Base info page, chosen by its `tab` query (the header's user menu links to them). */
export const PROFILE_TABS = { info: 'info', preferences: 'preferences', password: 'password' } as const;
export type ProfileTab = (typeof PROFILE_TABS)[keyof typeof PROFILE_TABS];

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** True when `location` is `base` itself or a path below it. */
export const isUnder = (location: string, base: string): boolean => location === base || location.startsWith(`${base}/`);

/** True for the area's root itself (`/system-manage`, `/monitor/`), where the first entry opens. */
export const isAreaRoot = (location: string, base: string): boolean => location.replace(/\/+$/, '') === base;

/** The route that hosts an application: /passportal/{baseUrl or code}. */
export const microAppPath = (baseOrCode: string): string => `${ROUTES.microApp}/${baseOrCode.replace(/^\/+|\/+$/g, '')}`;
