// `npm start`: builds the portal when it has not been built yet, bundles the reference server
// (scripts/build-server.mjs), then runs it (API + portal) on the embedded database unless DATABASE_URL is set.
// A production install (`npm ci --omit=dev` on a tree where `npm run build` ran) has neither rollup
// nor esbuild: it serves the portal and runs the server bundle that the build wrote.
// SIGINT/SIGTERM are passed on to the server, and this script exits when (and as) it does, so
// stopping `npm start` frees the port and the data folder's lock.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundlerInstalled, runnableBundle, SERVER_BUNDLE, SERVER_NODE_OPTIONS } from './build-server.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!existsSync('dist/portal/index.html') || !existsSync('dist/elements/arcana-elements.js')) {
  if (!bundlerInstalled()) {
    console.error('The portal is not built and this install has no build tools: run `npm run build` before `npm ci --omit=dev`.');
    process.exit(1);
  }
  console.log('Building the portal (first start)...');
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// In a development install the server is bundled at every start (a fraction of a second), so it
// always runs the sources.
let bundle;
try {
  bundle = await runnableBundle('server/main.ts', SERVER_BUNDLE);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The third demo application is served from a second origin, the next port (README: demo
// applications); with PORT=0 (any free port) it takes any free port too, not port 1.
const env = { ...process.env };
const port = Number.parseInt(env.PORT || '8080', 10);
env.ARCANA_DEMO_APP_PORT ??= String(port === 0 ? 0 : port + 1);
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, bundle], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The server may already have it (Ctrl+C signals the whole process group); a second one
    // changes nothing, its shutdown runs once.
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (signal) {
    // Ended by a signal it did not handle: end the same way, so the caller sees why.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 0);
});
