// Login calls: the password and directory (LDAP) grants, the captcha and the switches that
// decide what the login page shows.
import { api, unwrap } from '../../api/client.ts';
import { storeLogin, type TokenGrant } from '../../state/session-state.ts';

export type LoginMode = 'password' | 'ldap';

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
  captchaKey?: string;
  captchaCode?: string;
}

export async function login(mode: LoginMode, c: Credentials): Promise<TokenGrant> {
  const grant = await unwrap(
    api.POST('/arcana-auth/oauth/token', {
      body: {
        grant_type: mode,
        username: c.username,
        password: c.password,
        remember_me: c.rememberMe,
        ...(c.captchaKey ? { captcha_key: c.captchaKey, captcha_code: c.captchaCode ?? '' } : {}),
      },
      bodySerializer: (body) => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
  storeLogin(grant);
  return grant;
}

/** Kept for callers of the first version (e2e helpers, other features). */
export const loginWithPassword = (c: Credentials) => login('password', c);

export const fetchLdapEnabled = () => unwrap(api.GET('/system/ldap/status'), { hideMessage: true }).then((on) => on);
export const fetchUseCaptcha = () => unwrap(api.GET('/system/password/policy/useCaptcha'), { hideMessage: true }).then((on) => on);
export const fetchCaptcha = () => unwrap(api.GET('/arcana-auth/oauth/captcha'));
