// Login calls: the password grant and the server logout.
import { api, unwrap } from '../../api/client.ts';
import { storeLogin, type TokenGrant } from '../../api/session-state.ts';

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
  captchaKey?: string;
  captchaCode?: string;
}

export async function loginWithPassword(c: Credentials): Promise<TokenGrant> {
  const grant = await unwrap(api.POST('/arcana-auth/oauth/token', {
    body: {
      grant_type: 'password', username: c.username, password: c.password, remember_me: c.rememberMe,
      ...(c.captchaKey ? { captcha_key: c.captchaKey, captcha_code: c.captchaCode ?? '' } : {}),
    },
    bodySerializer: (body) => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }));
  storeLogin(grant);
  return grant;
}
