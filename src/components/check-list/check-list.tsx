// CheckList: items to tick in a picker dialog (the roles, departments and users an application
// goes to; the users to bind to a role). An item the signed-in user may not pick stays listed,
// disabled, with the server's reason beneath its name (and as its tooltip), so they see why.
import { Caption1, Checkbox, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export interface CheckItem {
  id: number;
  name: string;
  /** The server's reason this item may not be picked; it disables the item. */
  refusal?: string;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column' },
  boxed: {
    maxHeight: '280px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
  reason: { display: 'block', color: tokens.colorNeutralForeground3 },
});

export function CheckList({
  label,
  heading = false,
  items,
  checked,
  onChange,
}: {
  /** The group's accessible name, and its heading with `heading`. */
  label: string;
  heading?: boolean;
  items: readonly CheckItem[];
  checked: ReadonlySet<number> | readonly number[];
  onChange(id: number, on: boolean): void;
}) {
  const styles = useStyles();
  const isChecked = (id: number) => ('has' in checked ? checked.has(id) : checked.includes(id));
  return (
    <div>
      {heading ? <Subtitle2 as="h3">{label}</Subtitle2> : null}
      <div className={mergeClasses(styles.list, heading && styles.boxed)} role="group" aria-label={label}>
        {items.map((o) => (
          <Checkbox
            key={o.id}
            label={
              <>
                {o.name}
                {o.refusal ? <Caption1 className={styles.reason}>{o.refusal}</Caption1> : null}
              </>
            }
            disabled={Boolean(o.refusal)}
            title={o.refusal}
            checked={isChecked(o.id)}
            onChange={(_, d) => onChange(o.id, d.checked === true)}
          />
        ))}
      </div>
    </div>
  );
}
