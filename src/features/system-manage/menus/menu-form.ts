// Menu form values <-> the API body. Links: http(s) or relative only, checked as the server does.
import { textsOf } from '../shared/record-form.ts';
import type { MenuEntry, MenuForm } from './menus-api.ts';

export interface MenuFormValues {
  id?: number;
  parentId: string;
  name: string;
  nameEn: string;
  nameZh: string;
  code: string;
  type: 'menu' | 'button' | 'external';
  path: string;
  component: string;
  views: string;
  source: string;
  sort: string;
  hidden: boolean;
  isOpen: boolean;
}

export const emptyMenuForm = (parentId: number | null): MenuFormValues => ({
  parentId: parentId ? String(parentId) : '',
  name: '',
  nameEn: '',
  nameZh: '',
  code: '',
  type: 'menu',
  path: '',
  component: '',
  views: '',
  source: '',
  sort: '0',
  hidden: false,
  isOpen: false,
});

export const menuFormOf = (m: MenuEntry): MenuFormValues => ({
  id: m.id,
  parentId: m.parentId ? String(m.parentId) : '',
  name: m.name,
  nameEn: m.i18nNames?.en_US ?? '',
  nameZh: m.i18nNames?.zh_CN ?? '',
  code: m.code,
  type: m.type ?? 'menu',
  ...textsOf(m, ['path', 'component', 'views', 'source']),
  sort: String(m.sort ?? 0),
  hidden: m.hidden ?? false,
  isOpen: m.isOpen ?? false,
});

export const toMenuBody = (appCode: string, v: MenuFormValues): MenuForm => ({
  ...(v.id ? { id: v.id } : {}),
  appCode,
  parentId: v.parentId ? Number(v.parentId) : null,
  name: v.name.trim(),
  i18nNames: { ...(v.nameEn.trim() ? { en_US: v.nameEn.trim() } : {}), ...(v.nameZh.trim() ? { zh_CN: v.nameZh.trim() } : {}) },
  code: v.code.trim(),
  type: v.type,
  path: v.path.trim(),
  component: v.component.trim(),
  views: v.views.trim(),
  source: v.source,
  sort: Number(v.sort) || 0,
  hidden: v.hidden,
  isOpen: v.isOpen,
});

/** Relative, or http(s): `javascript:` and every other scheme are refused (also hidden by case or spaces). */
export function isSafeLink(value: string): boolean {
  const squeezed = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (squeezed.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** Every entry of the tree with its depth (the parent picker), leaving out `exceptId` and what is under it. */
export function flatten(tree: readonly MenuEntry[], exceptId?: number, depth = 0): Array<{ entry: MenuEntry; depth: number }> {
  return tree.filter((m) => m.id !== exceptId).flatMap((m) => [{ entry: m, depth }, ...flatten(m.children ?? [], exceptId, depth + 1)]);
}
