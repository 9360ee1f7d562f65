// The platform's core tables: accounts and sessions, settings, menus, applications and their
// groups, roles and their grants, departments, the audit log. The other areas' tables sit beside
// this file; server/db/schema.ts gathers them all (drizzle-kit generates the migrations from it).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export type I18nNames = { en_US?: string; zh_CN?: string };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    realName: text('real_name').notNull().default(''),
    /**
     * A seeded user's real name in each interface language (the administrator is 系统管理员 to a
     * Chinese viewer, Administrator to an English one); the server answers the request's language
     * (users/shown-real-name.ts). Emptied when the name is edited: an edited name is just that name.
     */
    realNameI18n: jsonb('real_name_i18n').$type<I18nNames>().notNull().default({}),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** 1 enabled, 0 disabled */
    status: integer('status').notNull().default(1),
    /** 0 normal, 3 must change at first login */
    passwordStatus: integer('password_status').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    passwordNeverExpires: boolean('password_never_expires').notNull().default(false),
    /**
     * Who owns the password: `local` (this server's hash) or `ldap` (the directory: no local
     * password, reset, change, expiry or forced change applies; server/auth/password-source.ts).
     */
    source: text('source').$type<'local' | 'ldap'>().notNull().default('local'),
    /** Department (no cascade: a department with users cannot be deleted). */
    deptId: integer('dept_id').references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    failedCount: integer('failed_count').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the users list searches, lower-cased once on write: a trigram index over it (migration
     * 0007_users_search_trgm, where pg_trgm exists) serves "contains" searches at 100,000 users.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(username || ' ' || real_name || ' ' || phone || ' ' || email)`),
  },
  (t) => [uniqueIndex('users_username_uq').on(sql`lower(${t.username})`), index('users_dept_idx').on(t.deptId)],
);

/**
 * One row per login. The access and refresh tokens are stored as SHA-256 digests only.
 * A refresh rotates both tokens in place and records the previous refresh digest so that a
 * replayed (already used) refresh token can be recognised and the whole family revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshHash: text('refresh_hash').notNull(),
    /** The pair of the last rotation, sealed under the refresh token it spent, until its access token is first used (auth/pending-pair.ts). */
    pendingPair: text('pending_pair'),
    /** End of the whole session: 7 days with remember-me, else the configured login timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_access_uq').on(t.accessHash),
    uniqueIndex('sessions_refresh_uq').on(t.refreshHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Refresh tokens that were already exchanged: presenting one again revokes its session. */
export const usedRefreshTokens = pgTable('used_refresh_tokens', {
  refreshHash: text('refresh_hash').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Singleton documents: platform config, password policy, licence, LDAP, watermark ... */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    appCode: text('app_code').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** 1 menu, 2 button permission */
    category: integer('category').notNull().default(1),
    type: text('type').notNull().default('menu'),
    path: text('path').notNull().default(''),
    source: text('source').notNull().default(''),
    component: text('component').notNull().default(''),
    views: text('views').notNull().default(''),
    i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
    isOpen: boolean('is_open').notNull().default(false),
    isCollapsed: boolean('is_collapsed').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menus_app_idx').on(t.appCode)],
);

export const appGroups = pgTable('app_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
});

export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 enabled, 0 disabled */
    state: integer('state').notNull().default(1),
    address: text('address').notNull().default(''),
    baseUrl: text('base_url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    indexIcon: text('index_icon').notNull().default(''),
    logo: text('logo').notNull().default(''),
    tabLogo: text('tab_logo').notNull().default(''),
    i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
    i18nDescriptions: jsonb('i18n_descriptions').$type<I18nNames>().notNull().default({}),
    /** embedded: in the shell (wujie, sandboxed); window: a new browser window. */
    openMode: text('open_mode').notNull().default('embedded'),
    /** Load the embedded application at idle before it is opened. */
    prefetch: boolean('prefetch').notNull().default(true),
    /** JS heap growth (MB) an open may add before the app-load monitor view flags it. */
    memoryBudgetMb: integer('memory_budget_mb').notNull().default(50),
    groupId: integer('group_id').references(() => appGroups.id, { onDelete: 'set null' }),
    menuExpandMode: text('menu_expand_mode').notNull().default('single'),
    carryToken: boolean('carry_token').notNull().default(false),
    multiOpen: boolean('multi_open').notNull().default(false),
    // No licence column: an application's licence is the entry for its code in the installed
    // licence (settings `license`.apps), the one source the licence page and home both read.
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('apps_app_id_uq').on(t.appId), uniqueIndex('apps_code_uq').on(t.code)],
);

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  /** A key of the `notice-type` dictionary, copied from the publication. */
  type: text('type').notNull().default('announcement'),
  /** The publication this inbox row came from (notice_publications.id); null for older rows. */
  publicationId: integer('publication_id'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed logins per client IP, so one address cannot walk through many accounts. */
export const ipFailures = pgTable('ip_failures', {
  ip: text('ip').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

/** Roles grant menu entries (functional permission) and applications; users hold roles. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name per interface language (zh_CN, en_US), as menus and applications have; `name` when absent. */
    i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
    /** Stable identifier for integrations; unique when set. */
    code: text('code').notNull().default(''),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 1 enabled, 0 disabled: a disabled role grants nothing. */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_name_uq').on(sql`lower(${t.name})`),
    uniqueIndex('roles_code_uq')
      .on(t.code)
      .where(sql`${t.code} <> ''`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleApps = pgTable(
  'role_apps',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.appId] })],
);

/** Favourite applications ("collect"). */
export const appCollects = pgTable(
  'app_collects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] })],
);

/**
 * Quick-access entries. No foreign key to apps on purpose: an entry outlives its application
 * so the home page can say it was deleted (with the name saved here).
 */
export const userQuickAccess = pgTable(
  'user_quick_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull(),
    name: text('name').notNull().default(''),
    i18nNames: jsonb('i18n_names').$type<I18nNames>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] })],
);

/** Per-user home settings. defaultAppId has no foreign key so a deleted default can be reported. */
export const userAppSettings = pgTable('user_app_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultAppId: integer('default_app_id'),
  /** App home setting: 0 NotSet, 1 Home, 2 App */
  homeSetting: integer('home_setting').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The organisation tree (spec section 3 Department). */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** company, department, group or ou (AD domain OU) */
    type: text('type').notNull().default('department'),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId)],
);

/** Default roles of a department: every user of the department holds them (spec section 4). */
export const deptRoles = pgTable(
  'dept_roles',
  {
    deptId: integer('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deptId, t.roleId] }), index('dept_roles_role_idx').on(t.roleId)],
);

/**
 * One row per write and per login attempt (spec section 3 Audit record), written in the same
 * transaction as the change it records. before/after never hold secrets (see server/audit/).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username').notNull().default(''),
    deptId: integer('dept_id'),
    ip: text('ip').notNull().default(''),
    app: text('app').notNull().default(''),
    module: text('module').notNull(),
    action: text('action').notNull(),
    method: text('method').notNull().default(''),
    path: text('path').notNull().default(''),
    /** success or failure */
    outcome: text('outcome').notNull().default('success'),
    detail: text('detail').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // Every search is newest first: each filter's index carries (at, id) so the page is read in
    // order without sorting the matches, and the page's ids and the capped count are index-only
    // scans (no table reads; the retention job keeps the visibility map current). Columns after
    // (at, id) are there for the filters most often combined with the leading one, checked in the
    // index: a user's records by module, action or outcome (`username` itself, since an index-only
    // scan cannot use the lower() expression alone), a module's by action or outcome, failures of
    // one action, failures alone (bench: audit-search.ts).
    index('audit_at_idx').on(t.at, t.id),
    index('audit_user_at_idx').on(t.userId, t.at),
    index('audit_username_at_idx').on(sql`lower(${t.username})`, t.at, t.id, t.username, t.module, t.action, t.outcome),
    index('audit_ip_at_idx').on(t.ip, t.at, t.id),
    index('audit_module_at_idx').on(t.module, t.at, t.id, t.action, t.outcome),
    index('audit_action_at_idx').on(t.action, t.at, t.id),
    index('audit_action_outcome_at_idx').on(t.action, t.outcome, t.at, t.id),
    index('audit_outcome_at_idx').on(t.outcome, t.at, t.id),
    index('audit_app_at_idx').on(t.app, t.at, t.id),
  ],
);
