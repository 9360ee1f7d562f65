// Dictionaries (spec section 3): a type with items; items may nest under a parent item.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { I18nNames } from './core.ts';

export const dictTypes = pgTable(
  'dict_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
    description: text('description').notNull().default(''),
    /** 1 enabled, 0 disabled */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** The product's own lists (department types, licence types ...): code fixed, not deletable. */
    builtIn: boolean('built_in').notNull().default(false),
  },
  (t) => [uniqueIndex('dict_types_code_uq').on(sql`lower(${t.code})`)],
);

export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => dictTypes.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => dictItems.id, { onDelete: 'restrict' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('dict_items_key_uq').on(t.typeId, t.key), index('dict_items_parent_idx').on(t.parentId)],
);
