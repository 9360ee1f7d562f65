// `npm start`: builds the portal when it has not been built yet, then runs the reference
// server (API + portal) on the embedded database unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!existsSync('dist/portal/index.html') || !existsSync('dist/elements/arcana-elements.js')) {
  console.log('Building the portal (first start)...');
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
