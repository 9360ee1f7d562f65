// A role's fields as stored: trimmed, with the defaults the contract leaves optional. Whether a name
// or code is already taken is a query (role-queries.ts, clashingRole); the handler refuses it.

export type RoleInput = { name: string; code?: string; description?: string; sort?: number; status?: 0 | 1 };
export type RoleValue = ReturnType<typeof roleValue>;

export function roleValue(body: RoleInput) {
  return {
    name: body.name.trim(),
    code: (body.code ?? '').trim(),
    description: (body.description ?? '').trim(),
    sort: body.sort ?? 0,
    status: body.status ?? 1,
  };
}

/**
 * What else an update changes: a renamed role drops its names in the interface languages. They
 * translated the old name (the seeded Viewer's 只读用户 / Viewer) and, shown before the name,
 * would hide the new one.
 */
export const namesAfterRename = (before: { name: string }, value: { name: string }) =>
  before.name === value.name ? {} : { i18nNames: {} };

/** Whether a clashing role clashes by name (case-insensitive); otherwise it clashes by code. */
export const clashesByName = (clash: { name: string }, value: { name: string }) => clash.name.toLowerCase() === value.name.toLowerCase();
