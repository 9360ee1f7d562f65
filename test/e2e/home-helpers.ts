// Calls the platform from inside the signed-in page (its stored token), for test set-up.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

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
