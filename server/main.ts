// Starts the reference platform server: opens (and migrates) the database, seeds it on first
// start, and serves the API and the built portal.
import './heap-flags.ts'; // first: V8's heap settings, before the rest is loaded
import { readConfig } from './config.ts';
import { openDatabase, type Db } from './open-database.ts';
import { DataFolderLockedError } from './db/lock.ts';
import { SecretKeyError } from './secrets/key-ring.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { buildApp } from './app.ts';
import { trackConnections } from './http/drain.ts';
import { markClosing } from './monitor/readiness.ts';
import { registerBridgeDemo, serveDemoOrigin } from './demo-apps/demo-origin.ts';
import { startBanner } from './start-banner.ts';
import { terminalLogStream } from './terminal-log.ts';

async function main() {
  const config = readConfig();
  let opened;
  let seed: Awaited<ReturnType<typeof seedIfEmpty>> = { seeded: false };
  try {
    // Seeding runs under the start-up lock with the migrations: processes started together on an
    // empty database seed once.
    opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      secretKeys: config.secretKeys,
      setup: async (db) => {
        seed = await seedIfEmpty(db, { adminPassword: config.adminPassword });
      },
    });
  } catch (err) {
    if (err instanceof DataFolderLockedError || err instanceof SecretKeyError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config, db: opened.db, logStream: terminalLogStream(config.logFormat) });

  // Graceful shutdown (SIGTERM from a process manager or scripts/rolling-restart, SIGINT from a
  // terminal or `npm start`): the readiness probe answers 503 at once; the process stops
  // accepting connections, serves what still arrives on the open ones with `Connection: close`
  // and leaves idle ones for the proxy to close (http/drain.ts: nginx may be writing a request
  // on one); once the last connection is gone (within IDLE_CLOSE_MS of its last answer, cut at
  // FORCE_CLOSE_MS), a retention run in progress ends, the database pool and the LISTEN
  // connection close, and it exits.
  const drainer = trackConnections(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    markClosing(app);
    app.log.info({ signal }, 'shutting down');
    try {
      const { ms, forced } = await drainer.drain();
      const summary = { drainMs: Math.round(ms), forcedConnections: forced };
      if (forced) app.log.warn(summary, 'connections cut after the drain limit');
      else app.log.info(summary, 'connections drained');
      await app.close();
      await opened.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = opened.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const url = `http://${config.host}:${port}`;
  // Before the banner, whose "listening" line tools and tests wait for: the demo is in the catalogue then.
  const demoUrl = config.demoAppPort === undefined ? undefined : await startDemoOrigin(config.host, config.demoAppPort, url, opened.db);
  process.stdout.write(startBanner({ url, where, generatedPassword: seed.generatedPassword, demoUrl }));
}

/** The cross-origin demo application; a busy port costs the demo, never the portal. */
async function startDemoOrigin(host: string, port: number, portalUrl: string, db: Db): Promise<string | undefined> {
  try {
    const demo = await serveDemoOrigin({ host, port, portalUrl });
    await registerBridgeDemo(db, demo.origin);
    return `${demo.origin}/`;
  } catch (err) {
    process.stdout.write(`Cross-origin demo application not served (port ${port}): ${(err as Error).message}\n`);
    return undefined;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
