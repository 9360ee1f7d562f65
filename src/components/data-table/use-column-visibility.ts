// Which columns a user shows, remembered per user and per table in localStorage (the key holds
// the user id, so one browser shared by two administrators keeps two choices).
import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../state/session-state.ts';
import { readJson, tableColumnsKey, writeJson } from '../../lib/storage-keys.ts';
import type { DataTableColumn } from './data-table-types.ts';

/** Ids of the hidden columns, stored as a list; unknown ids (a removed column) are ignored. */
export function useColumnVisibility<T>(tableId: string, columns: readonly DataTableColumn<T>[]) {
  const userId = useAtomValue(currentUserAtom)?.id ?? 'anonymous';
  const key = tableColumnsKey(userId, tableId);
  const defaults = useMemo(() => columns.filter((c) => c.defaultHidden).map((c) => c.id), [columns]);
  const [stored, setStored] = useState<{ key: string; hidden: string[] | undefined }>(() => ({
    key,
    hidden: readJson(key) as string[] | undefined,
  }));
  // Another user or table: read that one's choice.
  const current = stored.key === key ? stored.hidden : (readJson(key) as string[] | undefined);
  const hidden = useMemo(() => new Set(current ?? defaults), [current, defaults]);

  const setVisible = useCallback(
    (columnId: string, visible: boolean) => {
      const next = new Set(hidden);
      if (visible) next.delete(columnId);
      else next.add(columnId);
      const list = [...next];
      writeJson(key, list);
      setStored({ key, hidden: list });
    },
    [hidden, key],
  );

  // A column that cannot be hidden is always shown, whatever was stored.
  const visibleColumns = useMemo(() => columns.filter((c) => c.hideable === false || !hidden.has(c.id)), [columns, hidden]);
  return { visibleColumns, isVisible: (id: string) => !hidden.has(id), setVisible };
}
