// Listens for the invalidations of every process on the database (PostgreSQL LISTEN/NOTIFY,
// which PGlite implements too) and drops the named topics here. Caches are trusted only while
// the listener is connected: after a lost connection this process reads through to the
// database until it listens again, then drops everything, since it may have missed messages.
import type { Db } from '../db/open.ts';
import { CACHE_CHANNEL } from './invalidate.ts';
import { cacheInvalidationLag, cacheInvalidations } from '../monitor/prometheus.ts';
import { CACHE_TOPICS, dropLocal, isCacheTopic, setListening } from './topic-cache.ts';

export interface CacheListener {
  stop(): Promise<void>;
}

function onPayload(payload: string | undefined): void {
  const items = (payload ?? '').split(',');
  const topics = items.filter(isCacheTopic);
  dropLocal(topics);
  for (const topic of topics) cacheInvalidations.inc({ topic });
  const sent = Number(items.find((i) => i.startsWith('@'))?.slice(1));
  if (Number.isFinite(sent) && sent > 0) cacheInvalidationLag.observe(Math.max(0, Date.now() - sent) / 1000);
}

/** PGlite: one in-process connection that cannot drop. */
export async function listenPglite(
  db: Db,
  client: { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> },
): Promise<CacheListener> {
  const unlisten = await client.listen(CACHE_CHANNEL, onPayload);
  setListening(db, true);
  return {
    async stop() {
      setListening(db, false);
      await unlisten();
    },
  };
}

const RETRY_MS = 1_000;

/** PostgreSQL: a connection of its own (a pooled one would be handed to queries), reconnected when lost. */
export async function listenPostgres(db: Db, connectionString: string, log: (message: string) => void): Promise<CacheListener> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (reason: string) => {
    if (stopped) return;
    setListening(db, false);
    log(`Cache invalidation listener lost (${reason}); reading through to the database until it reconnects`);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect().catch((err: unknown) => lost(err instanceof Error ? err.message : String(err)));
    }, RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL) onPayload(msg.payload);
    });
    next.on('error', (err) => lost(err.message));
    next.on('end', () => {
      if (client === next) lost('connection ended');
    });
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    dropLocal(CACHE_TOPICS); // whatever was sent while nobody listened
    setListening(db, true);
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      setListening(db, false);
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
