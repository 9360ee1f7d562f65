// The data and interface permissions of roles (spec section 6); functional permissions are
// role_menus and role_apps in ../schema.ts. Also the personal interface language.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles, users } from './core.ts';

/**
 * A data-scope rule of a role for one data group (a page's records, e.g. `user`, `audit-log`).
 * visit_type: 1 all, 2 own records, 3 own department, 4 own department and below,
 * 5 the custom departments in dept_ids. data_items: the group's fields the rule covers.
 */
export const roleDataScopes = pgTable(
  'role_data_scopes',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    dataGroup: text('data_group').notNull(),
    visitType: integer('visit_type').notNull(),
    deptIds: integer('dept_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    dataItems: jsonb('data_items').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('role_data_scopes_uq').on(t.roleId, t.dataGroup),
    index('role_data_scopes_group_idx').on(t.dataGroup),
    check('role_data_scopes_visit_type_ck', sql`${t.visitType} between 1 and 5`),
  ],
);

/**
 * Interface permissions: contract operations (operationId) a role grants. An operation named by
 * any role is refused to users none of whose roles name it.
 */
export const roleApis = pgTable(
  'role_apis',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    operationId: text('operation_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.operationId] }), index('role_apis_operation_idx').on(t.operationId)],
);

/** Personal preferences that are not home settings (those live in user_app_settings). */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** en_US or zh_CN; '' follows the browser. */
  lang: text('lang').notNull().default(''),
});
