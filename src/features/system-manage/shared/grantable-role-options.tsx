// The options of a role picker that grants (a user's roles, a department's default roles): a role
// the signed-in user may not grant (the server's `grantable`, server/auth/grant-bounds.ts) stays
// listed but disabled, with the server's reason beneath its name, so the delegate sees why rather
// than meeting a refusal on save. A role already held keeps its place in the selection.
import { Caption1, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { RoleOption } from './department-tree.ts';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  reason: { color: tokens.colorNeutralForeground3 },
});

export function GrantableRoleOptions({ roles }: { roles: readonly RoleOption[] }) {
  const styles = useStyles();
  return (
    <>
      {roles.map((r) => (
        <Option key={r.id} value={String(r.id)} text={r.name} disabled={!r.grantable} title={r.notGrantableReason}>
          <span className={styles.option}>
            {r.name}
            {r.notGrantableReason ? <Caption1 className={styles.reason}>{r.notGrantableReason}</Caption1> : null}
          </span>
        </Option>
      ))}
    </>
  );
}
