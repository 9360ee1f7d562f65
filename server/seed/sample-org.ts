// A realistic sample organisation for newcomers and benchmarks (`npm run seed:sample`): three
// companies with about 40 departments (departments, groups, an AD OU), a few roles with default
// roles on the companies, and N users (2,000 by default) spread over the departments. Safe to
// run again: departments and roles are found by name, users by username, nothing is duplicated.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { apps, departments, deptRoles, menus, roleApps, roleMenus, roles, userRoles, users } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { SYSTEM_MANAGE_APP_CODE } from '../services/system/menus/builtin-menus.ts';

export const SAMPLE_PASSWORD = 'Sample-pass1';

type Node = [name: string, type: 'company' | 'department' | 'group' | 'ou', children?: Node[]];

const TREE: Node[] = [
  [
    'Arcana Group',
    'company',
    [
      ['Executive Office', 'department'],
      [
        'Finance',
        'department',
        [
          ['Accounting', 'group'],
          ['Treasury', 'group'],
          ['Tax', 'group'],
        ],
      ],
      [
        'Human Resources',
        'department',
        [
          ['Recruiting', 'group'],
          ['Payroll', 'group'],
        ],
      ],
      [
        'Information Technology',
        'department',
        [
          ['Infrastructure', 'group'],
          ['Service Desk', 'group'],
          ['Security', 'group'],
          ['corp.arcana.local', 'ou'],
        ],
      ],
      ['Legal', 'department'],
    ],
  ],
  [
    'Arcana East',
    'company',
    [
      [
        'Sales East',
        'department',
        [
          ['Shanghai Sales', 'group'],
          ['Hangzhou Sales', 'group'],
          ['Nanjing Sales', 'group'],
        ],
      ],
      [
        'Manufacturing',
        'department',
        [
          ['Assembly Line 1', 'group'],
          ['Assembly Line 2', 'group'],
          ['Quality', 'group'],
        ],
      ],
      [
        'Logistics',
        'department',
        [
          ['Warehouse', 'group'],
          ['Transport', 'group'],
        ],
      ],
    ],
  ],
  [
    'Arcana West',
    'company',
    [
      [
        'Sales West',
        'department',
        [
          ['Chengdu Sales', 'group'],
          ['Chongqing Sales', 'group'],
          ["Xi'an Sales", 'group'],
        ],
      ],
      [
        'Research',
        'department',
        [
          ['Platform', 'group'],
          ['Mobile', 'group'],
          ['Data', 'group'],
          ['Design', 'group'],
        ],
      ],
      [
        'Customer Service',
        'department',
        [
          ['Hotline', 'group'],
          ['Field Service', 'group'],
        ],
      ],
    ],
  ],
];

const ROLES = [
  { name: 'Employee', code: 'employee', description: 'Every employee: the demo applications', menus: [] as string[] },
  {
    name: 'HR Admin',
    code: 'hr-admin',
    description: 'Manages users and departments',
    menus: [
      'user',
      'user:add',
      'user:edit',
      'user:status',
      'user:reset-password',
      'user:unlock',
      'user:import',
      'user:export',
      'organization',
      'dept:add',
      'dept:edit',
      'dept:move',
    ],
  },
  { name: 'Auditor', code: 'auditor', description: 'Reads the audit log', menus: ['audit-log'] },
  {
    name: 'IT Support',
    code: 'it-support',
    description: 'Unlocks accounts and resets passwords',
    menus: ['user', 'user:reset-password', 'user:unlock', 'user:authority'],
  },
];

const FAMILY = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'He',
  'Lin',
  'Smith',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Lopez',
];
const GIVEN = [
  'Wei',
  'Fang',
  'Na',
  'Min',
  'Jing',
  'Lei',
  'Yang',
  'Jun',
  'Tao',
  'Ming',
  'Xin',
  'Hui',
  'Yan',
  'Ping',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Chloe',
  'Leo',
];

async function ensureDept(db: Db, name: string, type: string, parentId: number | null, sort: number): Promise<number> {
  const [found] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.name, name), parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId)))
    .limit(1);
  if (found) return found.id;
  const [row] = await db.insert(departments).values({ name, type, parentId, sort }).returning({ id: departments.id });
  return row!.id;
}

async function ensureRole(db: Db, role: (typeof ROLES)[number]): Promise<number> {
  const [found] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, role.code)).limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(roles)
    .values({ name: role.name, code: role.code, description: role.description })
    .returning({ id: roles.id });
  if (role.menus.length) {
    const entries = await db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.appCode, SYSTEM_MANAGE_APP_CODE), inArray(menus.code, role.menus)));
    if (entries.length) await db.insert(roleMenus).values(entries.map((e) => ({ roleId: row!.id, menuId: e.id })));
  }
  return row!.id;
}

export interface SampleSummary {
  departments: number;
  roles: number;
  usersCreated: number;
}

/** Adds the sample organisation; `userCount` users named sample000001... (existing ones are kept). */
export async function seedSampleOrganisation(db: Db, userCount = 2_000, log: (line: string) => void = () => {}): Promise<SampleSummary> {
  const roleIds = new Map<string, number>();
  for (const role of ROLES) roleIds.set(role.code, await ensureRole(db, role));
  const employee = roleIds.get('employee')!;
  const demoApps = await db.select({ id: apps.id }).from(apps);
  if (demoApps.length)
    await db
      .insert(roleApps)
      .values(demoApps.map((a) => ({ roleId: employee, appId: a.id })))
      .onConflictDoNothing();

  const leaves: number[] = [];
  const walk = async (nodes: Node[], parentId: number | null) => {
    for (const [i, [name, type, children]] of nodes.entries()) {
      const id = await ensureDept(db, name, type, parentId, i + 1);
      if (type === 'company') await db.insert(deptRoles).values({ deptId: id, roleId: employee }).onConflictDoNothing();
      if (children) await walk(children, id);
      if (type !== 'company') leaves.push(id);
    }
  };
  await walk(TREE, null);
  const hr = leaves[3]!; // Human Resources
  await db
    .insert(deptRoles)
    .values({ deptId: hr, roleId: roleIds.get('hr-admin')! })
    .onConflictDoNothing();
  log(`${leaves.length + TREE.length} departments, ${ROLES.length} roles`);

  const passwordHash = await hashPassword(SAMPLE_PASSWORD);
  const direct = [roleIds.get('auditor')!, roleIds.get('it-support')!];
  let created = 0;
  const CHUNK = 1_000;
  for (let start = 1; start <= userCount; start += CHUNK) {
    const batch = [];
    for (let n = start; n < Math.min(start + CHUNK, userCount + 1); n++) {
      const family = FAMILY[n % FAMILY.length]!;
      const given = GIVEN[Math.floor(n / FAMILY.length) % GIVEN.length]!;
      const username = `${given}.${family}.${String(n).padStart(6, '0')}`.toLowerCase();
      batch.push({
        username,
        realName: `${given} ${family}`,
        email: `${username}@arcana.example`,
        phone: `13${String((n * 7919) % 1_000_000_000).padStart(9, '0')}`,
        deptId: leaves[(n * 31) % leaves.length]!,
        status: n % 20 === 0 ? 0 : 1,
        passwordHash,
        passwordNeverExpires: n % 50 === 0,
        createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
      });
    }
    const rows = await db.insert(users).values(batch).onConflictDoNothing().returning({ id: users.id });
    const links = rows.filter((r) => r.id % 10 === 0).map((r) => ({ userId: r.id, roleId: direct[r.id % 20 === 0 ? 0 : 1]! }));
    if (links.length) await db.insert(userRoles).values(links).onConflictDoNothing();
    created += rows.length;
    if ((start - 1) % 10_000 === 0 && start > 1) log(`${start - 1} users`);
  }
  await db.execute(sql`analyze users`);
  log(`${created} users created (password ${SAMPLE_PASSWORD})`);
  return { departments: leaves.length + TREE.length, roles: ROLES.length, usersCreated: created };
}
