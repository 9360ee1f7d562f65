// The third demo application, served from a second origin (ARCANA_DEMO_APP_PORT, set by
// `npm start`), as a third party serves its application: a plain HTTP server on another port of
// the same host, answering CORS as the README asks of app teams. At start the application is
// registered in the catalogue at that address (and covered by the demo's trial licence), so the
// shell's content security policy and the API's CORS admit its origin like any registered one.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appGroups, apps } from '../db/schema.ts';
import { getSetting, putSetting } from '../settings/settings-store.ts';
import '../services/system/license/license-settings.ts';
import { invalidate } from '../cache/invalidate.ts';
import { originOf } from '../http/app-origins.ts';
import { CONTENT_TYPES } from '../http/file-responses.ts';
import { DEMO_APPS_DIR } from '../paths.ts';

export const BRIDGE_DEMO_CODE = 'bridge-demo';
/** The seeded trial licence: the only licence this start-up step adds the demo to. */
const TRIAL_LICENSE_ID = 'ARC-TRIAL-0001';
const FOLDER = join(DEMO_APPS_DIR, BRIDGE_DEMO_CODE);

/**
 * The page, importing the bridge from the portal that embeds it: the origin of the shell's fetch
 * (wujie fetches the entry from the shell's page, so the request carries `Origin`), else the
 * portal's own address (the page opened on its own).
 */
function page(html: string, requestOrigin: string | undefined, portalUrl: string, ownOrigin: string): string {
  const portal = (requestOrigin && originOf(requestOrigin)) || portalUrl;
  return html.replaceAll('__ARCANA_PORTAL__', portal).replaceAll('__ARCANA_APP_ORIGIN__', ownOrigin);
}

/** Serves the bridge demo on `port` of `host`; resolves with its origin and the function that stops it. */
export async function serveDemoOrigin(opts: {
  host: string;
  port: number;
  portalUrl: string;
}): Promise<{ origin: string; close: () => Promise<void> }> {
  // The two files are read once: the demo is not edited while it runs.
  const [html, icon] = await Promise.all([readFile(join(FOLDER, 'index.html'), 'utf8'), readFile(join(FOLDER, 'icon.svg'))]);
  let origin = '';
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-cache');
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const send = (ext: string, body: string | Buffer) => res.writeHead(200, { 'Content-Type': CONTENT_TYPES[ext]! }).end(body);
    if (path === '/icon.svg') send('.svg', icon);
    else if (path === '/favicon.ico') res.writeHead(404).end();
    // Every other path is one of the application's own routes: its single page.
    else send('.html', page(html, req.headers.origin, opts.portalUrl, origin));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Registers (or moves) the demo in the catalogue at `origin`, and adds it to the demo's trial
 * licence. A catalogue that was changed by hand keeps its other fields; a real licence is never
 * touched.
 */
export async function registerBridgeDemo(db: Db, origin: string): Promise<void> {
  const address = `${origin}/`;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: apps.id, address: apps.address }).from(apps).where(eq(apps.code, BRIDGE_DEMO_CODE));
    if (existing?.address === address) return;
    if (existing)
      await tx
        .update(apps)
        .set({ address, icon: `${origin}/icon.svg` })
        .where(eq(apps.id, existing.id));
    else {
      const [group] = await tx.select({ id: appGroups.id }).from(appGroups).where(eq(appGroups.name, 'Office'));
      await tx.insert(apps).values({
        appId: BRIDGE_DEMO_CODE,
        code: BRIDGE_DEMO_CODE,
        name: 'Cross-origin demo',
        description: 'Served from another origin; every call goes through the app bridge',
        i18nDescriptions: {
          en_US: 'Served from another origin; every call goes through the app bridge',
          zh_CN: '与门户不同源，所有调用都经过应用桥',
        },
        i18nNames: { en_US: 'Cross-origin demo', zh_CN: '跨源演示' },
        address,
        baseUrl: BRIDGE_DEMO_CODE,
        icon: `${origin}/icon.svg`,
        groupId: group?.id ?? null,
        sort: 3,
      });
    }
    await invalidate(tx, 'apps');
  });
  const license = await getSetting(db, 'license');
  const covered = license?.apps ?? [];
  if (license?.licenseId === TRIAL_LICENSE_ID && !covered.some((a) => a.code === BRIDGE_DEMO_CODE)) {
    const entry = {
      code: BRIDGE_DEMO_CODE,
      scope: 'All functions',
      version: '1.0',
      expireDate: covered[0]?.expireDate ?? license.expireDate,
    };
    await putSetting(db, 'license', { ...license, apps: [...covered, entry] });
  }
}
