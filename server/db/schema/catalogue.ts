// Tables of the catalogue area: uploaded images (shared by every area that takes a logo or an
// icon) and the department and user grants of applications (roles grant through role_apps).
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
// Imported from the table files themselves, not schema.ts, which re-exports this file.
import { apps, departments, users } from './core.ts';

/** bytea as a Buffer on both drivers (PGlite answers Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
});

/**
 * Uploaded images, kept in the database so that every server process serves the same files.
 * `id` is random and unguessable; a row never changes, so it is served as immutable.
 */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  /** What it was uploaded for (app-icon, app-logo, login-logo, ...): only some kinds have a size rule. */
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull().default(''),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
