// Helpers of the session, login and language e2e suites (beside the shared harness): signing in,
// the seeded demo user, the tab title and the organisation's names; and the administrator's API
// calls of the suites that set roles up (roles, delegation).
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, newPage } from './harness.ts';

export const CLIENT_BASIC = `Basic ${Buffer.from('arcana-portal:arcana-portal').toString('base64')}`;

export interface StoredAuthority {
  token: string;
  refreshToken: string;
  expireTime: number;
  tokenRefreshed?: boolean;
}

export async function storedAuthority(page: Page): Promise<StoredAuthority | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('authority') ?? 'null') as StoredAuthority | null);
}

/** Password grant straight against the server (not through the UI). */
export async function apiLogin(url: string, username: string, password: string, lang = 'en_US') {
  const res = await fetch(`${url}/arcana-auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: CLIENT_BASIC, 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': lang },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      code: number;
      msg: string;
      data: Record<string, unknown> & { access_token: string; refresh_token: string };
    },
  };
}

/** Changes the admin's first-login password through the API so UI tests start from a normal account. */
export async function prepareAdmin(url: string, newPassword = 'Changed-pass2'): Promise<string> {
  const { body } = await apiLogin(url, 'admin', ADMIN_PASSWORD);
  const res = await fetch(`${url}/arcana-system/user/update-password`, {
    method: 'POST',
    headers: { 'Arcana-Auth': `bearer ${body.data.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ oldPassword: ADMIN_PASSWORD, newPassword, confirmPassword: newPassword }),
  });
  if (!res.ok) throw new Error(`password change failed: ${res.status} ${await res.text()}`);
  return newPassword;
}

/** An authenticated system call from node, answering HTTP status and body code. */
export async function systemCall(url: string, path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${url}/arcana-system${path}`, {
    ...init,
    headers: {
      'Arcana-Auth': `bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body = (await res.json().catch(() => ({}))) as { code?: number; data?: unknown; msg?: string };
  return { status: res.status, body };
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, username: string, password: string, opts: { remember?: boolean } = {}) {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  if (opts.remember) await page.getByRole('checkbox').first().check();
  await page.locator('button[type=submit]').click();
}

/** The seeded demo user's password, and the server environment that seeds that user. */
export const DEMO_PASSWORD = 'Demo-pass1';
export const DEMO_USER_ENV = { ARCANA_SEED_DEMO_USER: '1', ARCANA_DEMO_PASSWORD: DEMO_PASSWORD };

/** A new page signed in through the login form, on home. */
export async function signedInPage(browser: Browser, url: string, username: string, password: string, locale = 'en-US') {
  const page = await newPage(browser, locale);
  await page.goto(`${url}/login`);
  await submitLogin(page, username, password);
  await page.waitForURL(/\/home$/);
  return page;
}

/** Waits until the tab title is `title`. */
export const titleIs = (page: Page, title: string) => page.waitForFunction((want) => document.title === want, title, { timeout: 10_000 });

export interface Names {
  en_US: string;
  zh_CN: string;
}

/** The organisation's names in both languages, which the tab titles start with. */
export async function organizationNames(url: string): Promise<Names> {
  const cfg = (await (await fetch(`${url}/arcana-system/system/private/show/cfg/get`)).json()) as {
    data: { organization: { i18nNames: Names } };
  };
  return cfg.data.organization.i18nNames;
}

/** The href of the tab icon the shell set. */
export const iconHref = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href') ?? null);

/**
 * The administrator's calls of a suite that sets its roles up through the API (the URL and token
 * are read at call time, once the suite's before() has them): `adminCall` answers the data of a
 * GET (no body) or POST and fails the test on anything but 200; `menuIds` finds the ids of system
 * menus and buttons by code in the role authority options.
 */
export function adminCalls(url: () => string, token: () => string) {
  const adminCall = async (path: string, body?: unknown) => {
    const r = await systemCall(url(), path, token(), body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
    assert.equal(r.status, 200, `${path}: ${r.body.msg}`);
    return r.body.data as any;
  };
  const menuIds = async (...codes: string[]) => {
    const options = await adminCall('/system/role/authority/options');
    const ids: number[] = [];
    const walk = (nodes: Array<{ code: string; kind: string; id: number; children: any[] }>) =>
      nodes.forEach((n) => {
        if (n.kind !== 'app' && codes.includes(n.code)) ids.push(n.id);
        walk(n.children);
      });
    walk(options.functional);
    return ids;
  };
  return { adminCall, menuIds };
}
