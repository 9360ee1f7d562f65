// The department and user grants of applications (roles grant through role_apps, roles.ts).
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
// Imported from the table files themselves, not schema.ts, which re-exports this file.
import { apps, departments, users } from './core.ts';

/** An application distributed to a department: its users and those of its sub-departments may use it. */
export const deptApps = pgTable(
  'dept_apps',
  {
    deptId: integer('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deptId, t.appId] }), index('dept_apps_app_idx').on(t.appId)],
);

/** An application distributed to one user. */
export const userAppGrants = pgTable(
  'user_app_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] }), index('user_app_grants_app_idx').on(t.appId)],
);
