// A production install: the tree is built in advance (`npm run build`: the portal and the server's
// bundles), copied without its sources' tooling, installed with `npm ci --omit=dev` (from the npm
// cache: --offline, nothing is downloaded) and started with `npm start`. It must serve the portal
// and the API with only the dependencies, that is, without rollup, esbuild, tsx or TypeScript,
// and its operator tools must run too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, freePort, serverEnv } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');
const CLIENT_BASIC = `Basic ${Buffer.from('arcana-portal:arcana-portal').toString('base64')}`;

describe('npm ci --omit=dev, then npm start, on a tree built in advance', () => {
  const tree = mkdtempSync(join(tmpdir(), 'arcana-prod-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'arcana-prod-data-'));
  let npmStart: ChildProcess | undefined;
  let url = '';

  before(async () => {
    assert.ok(existsSync(join(root, 'dist', 'portal', 'index.html')), 'the portal is built (npm run build)');
    // The server's and the tools' bundles, as `npm run build` writes them.
    const bundled = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
    assert.equal(bundled.status, 0, bundled.stderr);
    for (const entry of ['package.json', 'package-lock.json', 'scripts', 'server', 'openapi', 'dist']) {
      cpSync(join(root, entry), join(tree, entry), { recursive: true });
    }
    const install = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: tree, encoding: 'utf8' });
    assert.equal(install.status, 0, `npm ci --omit=dev --offline failed:\n${install.stdout}\n${install.stderr}`);

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const started = spawn('npm', ['start'], { cwd: tree, env: serverEnv(port, dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    npmStart = started;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        out += d.toString();
        if (out.includes('listening on http://')) resolve();
      };
      started.stdout.on('data', onData);
      started.stderr.on('data', onData);
      started.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
    });
  });

  after(async () => {
    if (npmStart && npmStart.exitCode === null && npmStart.signalCode === null) {
      const exited = new Promise((resolve) => npmStart!.once('exit', resolve));
      npmStart.kill('SIGTERM');
      await exited;
    }
    rmSync(tree, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('installs none of the build and test tools', () => {
    for (const tool of ['esbuild', 'rollup', 'tsx', 'typescript', 'react']) {
      assert.equal(existsSync(join(tree, 'node_modules', tool)), false, `${tool} is not installed`);
    }
  });

  it('serves the portal', async () => {
    const res = await fetch(`${url}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await res.text(), /<title>Arcana<\/title>/);
  });

  it('answers the API: sign-in and the signed-in user', async () => {
    const token = await fetch(`${url}/arcana-auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD }),
    });
    assert.equal(token.status, 200);
    const { data } = (await token.json()) as { data: { access_token: string } };
    // The one operation (beside changing the password) that the first sign-in's forced change allows.
    const me = await fetch(`${url}/arcana-system/system/user/current`, { headers: { 'arcana-auth': `bearer ${data.access_token}` } });
    assert.equal(me.status, 200);
    const body = (await me.json()) as { success: boolean };
    assert.equal(body.success, true);
    assert.match(JSON.stringify(body), /"admin"/);
  });

  it('serves the request-metrics view its charts from the installed uPlot', async () => {
    const res = await fetch(`${url}/arcana-system/monitor/views/assets/uplot.js`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /uPlot/);
  });

  it('runs an operator tool from its prebuilt bundle', () => {
    const made = spawnSync('npm', ['run', '--silent', 'license:make', '--', '--type', 'Recurring', '--expire', '2030-12-31'], {
      cwd: tree,
      encoding: 'utf8',
      env: { ...process.env, ARCANA_LICENSE_SECRET: 'production-install-test' },
    });
    assert.equal(made.status, 0, made.stderr);
    assert.ok(made.stdout.trim().length > 20, 'a signed licence is written to stdout');
  });
});
