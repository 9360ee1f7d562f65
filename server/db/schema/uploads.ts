// The table of uploaded images, shared by every area that takes a logo or an icon.
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
