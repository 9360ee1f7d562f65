// `node scripts/tool.mjs NAME [args]`: runs the operator tool server/tools/NAME.ts (the npm scripts
// `secrets:rotate`, `seed:sample` and `license:make`) with plain `node`, from its bundle
// (scripts/build-server.mjs): rebuilt from the sources in a development install, the one that
// `npm run build` wrote in a production install, which has no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { runnableTool } from './build-server.mjs';

const [name, ...args] = process.argv.slice(2);
if (!/^[a-z-]+$/.test(name ?? '')) {
  console.error('usage: node scripts/tool.mjs <tool name under server/tools/> [args]');
  process.exit(2);
}
let bundle;
try {
  bundle = await runnableTool(name);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const run = spawnSync(process.execPath, [bundle, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
