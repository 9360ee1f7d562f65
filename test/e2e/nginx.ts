// Debian's nginx in front of several server processes, run as the current user with its
// prefix, pid file, logs and temp folders in a temporary folder, on a free loopback port. It
// includes deploy/nginx/arcana.conf exactly as written; only the two per-installation files
// that file names (upstreams, listen) are generated here.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './harness.ts';

export const SITE_CONF = resolve('deploy/nginx/arcana.conf');

export function nginxBinary(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Resolves once `file` exists (nginx writes its pid file after binding its listen sockets). */
function fileAppears(dir: string, name: string, child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const watcher = watch(dir);
    const done = (err?: Error) => {
      watcher.close();
      clearTimeout(timer);
      if (err) reject(err);
      else resolvePromise();
    };
    const timer = setTimeout(() => done(new Error(`nginx did not start:\n${log()}`)), 30_000);
    watcher.on('change', () => {
      if (existsSync(join(dir, name))) done();
    });
    child.once('exit', (code) => done(new Error(`nginx exited with ${code}:\n${log()}`)));
    if (existsSync(join(dir, name))) done();
  });
}

export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (Debian package nginx)');
  const prefix = mkdtempSync(join(tmpdir(), 'arcana-nginx-'));
  const port = await freePort();
  // The server lines as the README writes them (arcana.conf explains max_fails/fail_timeout).
  writeFileSync(
    join(prefix, 'arcana-upstreams.inc'),
    upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=1s;\n`).join(''),
  );
  writeFileSync(join(prefix, 'arcana-listen.inc'), `listen 127.0.0.1:${port};\n`);
  // The main context a distribution's nginx.conf would give, pointed into the temporary folder.
  const temp = (name: string) => join(prefix, name);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // As root, keep the workers root too, so they can read the temporary folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 2048; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${SITE_CONF};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(bin, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', temp('error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await fileAppears(prefix, 'nginx.pid', child, () => out);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT'); // graceful
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
