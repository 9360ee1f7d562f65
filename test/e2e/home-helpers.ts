// Calls the platform from inside the signed-in page (its stored token), for test set-up.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, type SuiteContext } from './harness.ts';

export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('authority') ?? 'null')?.token;
      const res = await fetch(`/arcana-system${path}`, {
        method,
        headers: {
          'Arcana-Auth': `bearer ${token}`,
          Authorization: `Basic ${btoa('arcana-portal:arcana-portal')}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/**
 * A page signed in as admin (past the first-login change) that collects wujie's own console
 * warnings, e.g. an event emitted that nobody listens to ("[wujie warn]: permissions-changed
 * 事件订阅数量为空", issue 11): suites of embedded applications assert the list stays empty.
 */
export async function signInWatchingWujie(ctx: SuiteContext): Promise<{ page: Page & { errors: string[] }; wujieWarnings: string[] }> {
  const page = await newPage(ctx.browser, 'en-US');
  const wujieWarnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('[wujie warn]')) wujieWarnings.push(m.text());
  });
  await loginAsAdminWithNewPassword(page, ctx.server.url);
  return { page, wujieWarnings };
}

export const LICENSE_SECRET = 'e2e-licence-secret';

export const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/** A .lic file signed as the server expects (ARCANA-LIC-1.<payload>.<HMAC>). */
export function signLicense(payload: Record<string, unknown>, secret = LICENSE_SECRET): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', secret).update(`ARCANA-LIC-1.${body}`).digest('base64url');
  return `ARCANA-LIC-1.${body}.${mac}\n`;
}

export async function installLicense(page: Page, payload: Record<string, unknown>) {
  const r = await callApi(page, 'POST', '/license/manage/upload/license', { fileName: 'e2e.lic', content: signLicense(payload) });
  if (r.status !== 200) throw new Error(`licence upload failed: ${r.status} ${JSON.stringify(r.json)}`);
}
