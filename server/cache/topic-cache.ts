// In-memory caches of what every page asks for, each tied to one invalidation topic. Dropping a
// topic bumps its epoch; a cache that sees a new epoch forgets everything it held. Caches belong
// to one database (tests run several servers in a process), epochs to the process: dropping a
// topic drops it for every database here, which costs at most one extra read.
import type { Db } from '../db/open.ts';

export const CACHE_TOPICS = ['menus', 'apps', 'permissions', 'platform', 'sessions', 'favourites', 'dictionaries', 'users'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

const epochs: Record<CacheTopic, number> = {
  menus: 0,
  apps: 0,
  permissions: 0,
  platform: 0,
  sessions: 0,
  favourites: 0,
  dictionaries: 0,
  users: 0,
};

/** Forgets the topics' cached data in this process (other processes learn through NOTIFY). */
export function dropLocal(topics: readonly CacheTopic[]): void {
  for (const topic of topics) epochs[topic]++;
}

export const isCacheTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);

/**
 * Whether a database's caches may be trusted: only while this process listens for the
 * invalidations of other processes (see cache-listener.ts). Without a listener every read goes
 * to the database, which is slower but never stale.
 */
const listening = new WeakMap<object, boolean>();
export function setListening(db: Db, on: boolean): void {
  listening.set(db, on);
}
export const isListening = (db: Db): boolean => listening.get(db) === true;

export class TopicCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();
  private epoch = -1;

  /** `keepMisses: false` does not keep `undefined` results (lookups keyed by what a client sends). */
  constructor(
    private readonly db: Db,
    readonly topic: CacheTopic,
    private readonly maxEntries = 10_000,
    private readonly keepMisses = true,
  ) {}

  /**
   * The cached value, or `load()`'s, shared by concurrent callers. A load that fails is not
   * kept. A load still running when the topic is dropped serves only the callers that started
   * before the drop: the next call after it reads again.
   */
  get(key: K, load: () => Promise<V>): Promise<V> {
    if (listening.get(this.db) !== true) return load();
    const epoch = epochs[this.topic];
    if (epoch !== this.epoch) {
      this.entries.clear();
      this.epoch = epoch;
    }
    let pending = this.entries.get(key);
    if (!pending) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      pending = load();
      const stored = pending;
      this.entries.set(key, stored);
      const forget = () => {
        if (this.entries.get(key) === stored) this.entries.delete(key);
      };
      stored.then((value) => {
        if (value === undefined && !this.keepMisses) forget();
      }, forget);
    }
    return pending;
  }
}

/** One set of caches per database, created on first use. */
export function cachesOf<T extends object>(db: Db, slot: symbol, create: () => T): T {
  let perDb = slots.get(db);
  if (!perDb) slots.set(db, (perDb = new Map<symbol, unknown>()));
  let value = perDb.get(slot) as T | undefined;
  if (!value) perDb.set(slot, (value = create()));
  return value;
}
const slots = new WeakMap<object, Map<symbol, unknown>>();
