// The read of a dictionary by code, shared by the portal's selects (GET /system/dict/items) and by
// every record that stores an item's key (department types, notice types): a key is accepted only
// while it is an enabled item of an enabled dictionary, so disabling an item takes it out of every
// select and every new write at once.
import type { Db } from '../../../db/open.ts';
import { ApiError } from '../../../contract/envelope.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { cachesOf, TopicCache } from '../../../cache/topic-cache.ts';
import { itemsOfType, typeByCode, type DictItemRow } from './dict-queries.ts';

/** Enabled items of enabled dictionaries by code; dropped whole (in every process) on any dictionary write. */
const READ_CACHE = Symbol('dictionaries');

export function enabledItems(db: Db, code: string): Promise<DictItemRow[]> {
  const cache = cachesOf(db, READ_CACHE, () => new TopicCache<string, DictItemRow[]>(db, 'dictionaries', 1_000));
  return cache.get(code.toLowerCase(), () => readEnabledItems(db, code));
}

async function readEnabledItems(db: Db, code: string): Promise<DictItemRow[]> {
  const type = await typeByCode(db, code);
  const items = type && type.status === 1 ? (await itemsOfType(db, type.id)).filter((i) => i.status === 1) : [];
  // A disabled parent hides its subtree: keep only items whose every ancestor is enabled.
  const enabledIds = new Set(items.map((i) => i.id));
  return items.filter((i) => i.parentId === null || enabledIds.has(i.parentId));
}

/**
 * Refuses `key` unless it is an enabled item of dictionary `code`. `kept` is the record's current
 * key: a record may keep a type that was disabled after it was chosen, but not switch to one.
 */
export async function assertDictKey(db: Db, lang: Lang, code: string, key: string, kept?: string): Promise<void> {
  if (key === kept) return;
  if ((await enabledItems(db, code)).some((i) => i.key === key)) return;
  const type = await typeByCode(db, code);
  throw new ApiError(400, 400, 'dictKeyUnavailable', { key, dict: type?.i18nNames[lang] || type?.name || code });
}
