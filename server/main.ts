// Starts the reference platform server: opens (and migrates) the database, seeds it on first
// start, and serves the API and the built portal.
import './heap-flags.ts'; // first: V8's heap settings, before the rest is loaded
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { DataFolderLockedError } from './db/lock.ts';
import { seedIfEmpty } from './db/seed.ts';
import { buildApp } from './app.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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
      setup: async (db) => {
        seed = await seedIfEmpty(db, { adminPassword: config.adminPassword });
      },
    });
  } catch (err) {
    if (err instanceof DataFolderLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config, db: opened.db });

  // Graceful shutdown (SIGTERM from a process manager, SIGINT from a terminal or `npm start`):
  // stop accepting connections, let the requests in flight finish (requests that still arrive on
  // open keep-alive connections are served with `Connection: close`, see app.ts) and a retention
  // run in progress end, then close the database pool and the LISTEN connection, and exit. A
  // client that holds a connection open past SHUTDOWN_GRACE_MS is cut off so the process always
  // ends.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
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
  // Printed on stdout, not through the logger, so the one-time password never lands in log files.
  if (seed.generatedPassword) {
    process.stdout.write(
      `\nFirst start: created user "admin" with password ${seed.generatedPassword}\n` +
        'It is shown only this once and must be changed at first login.\n\n',
    );
  }
  process.stdout.write(`Arcana Portal listening on http://${config.host}:${port} (${where})\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
