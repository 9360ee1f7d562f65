// The static routes of spec section 2, in one typed table.
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
