// `npm start` is what a person runs and stops with Ctrl+C, or a service manager with SIGTERM:
// either must end the server too, freeing its port (and its data folder's lock), before npm exits.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serverEnv } from './harness.ts';

/** Resolves whether the port can be bound now, that is, nothing listens on it any more. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `anyPort`: PORT=0, as a script that wants any free port sets it; the demo origin takes a free one too. */
async function startAndStop(signal: NodeJS.Signals, { anyPort = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcana-start-'));
  const npm = spawn('npm', ['start'], { env: serverEnv(anyPort ? 0 : await freePort(), dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${out}`)), 120_000);
      const onData = (d: Buffer) => {
        out += d.toString();
        if (/listening on http:\/\/[^:]+:\d+/.test(out) && (!anyPort || /demo application on http:\S+:\d+/.test(out))) {
          clearTimeout(timer);
          resolve();
        }
      };
      npm.stdout!.on('data', onData);
      npm.stderr!.on('data', onData);
      npm.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}:\n${out}`));
      });
    });
    const port = Number(/listening on http:\/\/[^:]+:(\d+)/.exec(out)![1]);
    assert.equal(await portIsFree(port), false, 'the server listens while npm start runs');
    if (anyPort) {
      const demo = /demo application on (http:\S+:(\d+))/.exec(out)!;
      assert.notEqual(Number(demo[2]), 1, 'the demo origin took a free port, not PORT + 1');
      assert.equal((await fetch(`${demo[1]}/icon.svg`)).status, 200);
    }
    npm.kill(signal);
    await exited;
    assert.equal(await portIsFree(port), true, `the port is free once npm start has exited on ${signal}:\n${out}`);
  } finally {
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('npm start', () => {
  it('ends the server with it on SIGTERM, freeing the port', () => startAndStop('SIGTERM'));
  it('ends the server with it on SIGINT, freeing the port; PORT=0 puts it and the demo origin on free ports', () =>
    startAndStop('SIGINT', { anyPort: true }));
});
