// Name lookups for files: departments by their path ("Company/Sales/East", or the bare name
// when it is unique) and roles by name or code, all case-insensitive.
import type { DbOrTx } from '../../../db/transaction.ts';
import { departments, roles } from '../../../db/schema.ts';

/** Full path of every department id ("Company/Sales/East"). */
export async function departmentPaths(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: departments.id, name: departments.name, parentId: departments.parentId }).from(departments);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  const pathOf = (id: number, depth = 0): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id)!;
    const parent = row.parentId !== null && depth < 64 && byId.has(row.parentId) ? `${pathOf(row.parentId, depth + 1)}/` : '';
    const path = `${parent}${row.name}`;
    paths.set(id, path);
    return path;
  };
  for (const r of rows) pathOf(r.id);
  return paths;
}

/** lower-case path or unique name -> id. */
export async function departmentDirectory(db: DbOrTx): Promise<Map<string, number>> {
  const paths = await departmentPaths(db);
  const out = new Map<string, number>();
  const nameCount = new Map<string, number>();
  for (const path of paths.values()) {
    const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
    nameCount.set(name, (nameCount.get(name) ?? 0) + 1);
  }
  for (const [id, path] of paths) {
    out.set(path.toLowerCase(), id);
    const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
    if (nameCount.get(name) === 1 && !out.has(name)) out.set(name, id);
  }
  return out;
}

/** lower-case role name or code -> id. */
export async function roleDirectory(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: roles.id, name: roles.name, code: roles.code }).from(roles);
  const out = new Map<string, number>();
  for (const r of rows) {
    out.set(r.name.toLowerCase(), r.id);
    if (r.code) out.set(r.code.toLowerCase(), r.id);
  }
  return out;
}
