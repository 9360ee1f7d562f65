// The reference platform's tables. One schema serves PGlite and PostgreSQL alike; migrations
// under db/migrations are generated from this file by drizzle-kit. Each file under schema/ holds
// one area's tables and imports the core tables it references from schema/core.ts (never from
// this file, which would make an import cycle).
export * from './schema/core.ts';
export * from './schema/dictionaries.ts';
export * from './schema/roles.ts';
export * from './schema/uploads.ts';
export * from './schema/app-grants.ts';
export * from './schema/security.ts';
export * from './schema/shared-state.ts';
export * from './schema/ldap.ts';
export * from './schema/messages.ts';
export * from './schema/app-loads.ts';
export * from './schema/idempotency.ts';
export * from './schema/heartbeats.ts';
