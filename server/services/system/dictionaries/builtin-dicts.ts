// The product's own lists, kept as dictionaries so an administrator can relabel or disable an
// entry (spec: department types, licence types, visit types, notice types). Missing ones are
// added on start; entries an administrator changed are kept.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { dictItems, dictTypes } from '../../../db/schema.ts';
import { invalidate } from '../../../cache/invalidate.ts';

type Entry = [key: string, en: string, zh: string];
type BuiltIn = { code: string; en: string; zh: string; items: Entry[] };

export const BUILT_IN_DICTIONARIES: BuiltIn[] = [
  {
    code: 'department-type',
    en: 'Department types',
    zh: '部门类型',
    items: [
      ['company', 'Company', '公司'],
      ['department', 'Department', '部门'],
      ['group', 'Group', '小组'],
      ['ou', 'AD domain OU', 'AD 域组织单位'],
    ],
  },
  {
    code: 'license-type',
    en: 'Licence types',
    zh: '许可类型',
    items: [
      ['Trial', 'Trial', '试用'],
      ['Recurring', 'Recurring', '订阅'],
      ['Perpetual', 'Perpetual', '永久'],
    ],
  },
  {
    // The functional scopes licence files name (free text in a .lic; known values are shown in
    // the interface language, others as written).
    code: 'license-scope',
    en: 'Licence scopes',
    zh: '许可功能范围',
    items: [['All functions', 'All functions', '全部功能']],
  },
  {
    code: 'visit-type',
    en: 'Data visit types',
    zh: '数据访问类型',
    items: [
      ['all', 'All', '全部'],
      ['own', 'Own records', '本人数据'],
      ['dept', 'Own department', '本部门'],
      ['dept-and-below', 'Own department and below', '本部门及以下'],
      ['custom', 'Custom departments', '自定义部门'],
    ],
  },
  {
    code: 'notice-type',
    en: 'Notice types',
    zh: '通知类型',
    items: [
      ['announcement', 'Announcement', '公告'],
      ['system', 'System message', '系统消息'],
      ['reminder', 'Reminder', '提醒'],
    ],
  },
];

export async function syncBuiltInDictionaries(db: Db): Promise<void> {
  const codes = BUILT_IN_DICTIONARIES.map((d) => d.code);
  const present = await db.select({ id: dictTypes.id, code: dictTypes.code }).from(dictTypes).where(inArray(dictTypes.code, codes));
  if (present.length === codes.length) return;
  const have = new Set(present.map((p) => p.code));
  for (const [i, d] of BUILT_IN_DICTIONARIES.entries()) {
    if (have.has(d.code)) continue;
    await db.transaction(async (tx) => {
      const [type] = await tx
        .insert(dictTypes)
        .values({
          code: d.code,
          name: d.en,
          i18nNames: { en_US: d.en, zh_CN: d.zh },
          builtIn: true,
          sort: i,
        })
        .returning({ id: dictTypes.id });
      await tx.insert(dictItems).values(
        d.items.map(([key, en, zh], j) => ({
          typeId: type!.id,
          key,
          value: key,
          i18nNames: { en_US: en, zh_CN: zh },
          sort: j,
        })),
      );
      await invalidate(tx, 'dictionaries');
    });
  }
}

/** True when the type is one of the product's own (its code cannot change). */
export const isBuiltInCode = (code: string) => BUILT_IN_DICTIONARIES.some((d) => d.code === code);
