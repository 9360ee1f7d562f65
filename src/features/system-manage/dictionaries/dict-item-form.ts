// Dictionary item form values <-> API body, and the items in tree order for the table.
import type { DictItem, DictItemInput } from './dictionaries-api.ts';

export interface DictItemFormValues {
  key: string;
  value: string;
  labelEn: string;
  labelZh: string;
  parentId: string;
  sort: string;
}

export const dictItemForm = (item?: Partial<DictItem>): DictItemFormValues => ({
  key: item?.key ?? '',
  value: item?.value ?? '',
  labelEn: item?.i18nNames?.en_US ?? '',
  labelZh: item?.i18nNames?.zh_CN ?? '',
  parentId: item?.parentId ? String(item.parentId) : '',
  sort: String(item?.sort ?? 0),
});

export const toDictItemBody = (v: DictItemFormValues, typeId: number, status: 0 | 1): DictItemInput => ({
  typeId,
  key: v.key.trim(),
  value: v.value.trim(),
  parentId: v.parentId ? Number(v.parentId) : null,
  sort: Number(v.sort || 0),
  status,
  i18nNames: { ...(v.labelEn.trim() ? { en_US: v.labelEn.trim() } : {}), ...(v.labelZh.trim() ? { zh_CN: v.labelZh.trim() } : {}) },
});

export interface TreeRow extends DictItem {
  depth: number;
}

/** Items parents-first, each child right under its parent, with its depth for indenting. */
export function inTreeOrder(items: readonly DictItem[]): TreeRow[] {
  const children = new Map<number | null, DictItem[]>();
  for (const i of items) children.set(i.parentId ?? null, [...(children.get(i.parentId ?? null) ?? []), i]);
  const out: TreeRow[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const i of children.get(parent) ?? []) {
      out.push({ ...i, depth });
      walk(i.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Ids of `id` and everything below it: not allowed as its parent. */
export function selfAndBelow(items: readonly DictItem[], id: number | undefined): Set<number> {
  const out = new Set<number>();
  if (id === undefined) return out;
  const add = (at: number) => {
    out.add(at);
    for (const i of items) if (i.parentId === at) add(i.id);
  };
  add(id);
  return out;
}
