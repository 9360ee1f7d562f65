// A throw-away PostgreSQL cluster from Debian's `postgresql` package, so the DATABASE_URL path
// is tested against a real server. Runs as the `postgres` user when started as root.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'postgres')) ? bin : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  url: string;
  stop(): Promise<void>;
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  const [initCmd, initArgs] = run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [pgCmd, pgArgs] = run(join(bin, 'postgres'), [
    '-D',
    join(dir, 'data'),
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => {
    log += d.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`postgres did not start:\n${log}`)), 30_000);
    child.stderr!.on('data', () => {
      if (log.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited ${code}:\n${log}`));
    });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // runuser does not pass signals on, so ask the server itself to stop.
      const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
      const [ctlCmd, ctlArgs] = run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), 'stop', '-m', 'fast']);
      execFileSync(ctlCmd, ctlArgs, { stdio: 'ignore' });
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
