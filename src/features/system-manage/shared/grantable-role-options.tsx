// The options of a role picker that grants (a user's roles, a department's default roles): a role
// the signed-in user may not grant (the server's `grantable`, server/auth/grant-bounds.ts) stays
// listed but disabled, with the server's reason beneath its name. A role already held keeps its
// place in the selection.
import type { RoleOption } from './department-tree.ts';
import { RefusableOption } from './refusable-option.tsx';

export function GrantableRoleOptions({ roles }: { roles: readonly RoleOption[] }) {
  return (
    <>
      {roles.map((r) => (
        <RefusableOption key={r.id} value={String(r.id)} text={r.name} disabled={!r.grantable} refusal={r.notGrantableReason} />
      ))}
    </>
  );
}
