// The audit log's filter form: typed values are applied together by Search (or Enter), so the
// list is not fetched on every keystroke; Reset clears them all. From and To are days picked with
// Fluent's date picker (the whole of each day is searched).
import { useEffect, useState, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { ChoiceDropdown } from '../../../components/choice/choice-dropdown.tsx';
import { DateField } from '../shared/date-picker/date-field.tsx';
import { auditOptionsQuery } from './audit-log-api.ts';
import { AUDIT_FILTERS, type AuditSearch } from './use-audit-search.ts';
import { useAuditLabels } from './audit-labels.ts';

type Filters = AuditSearch['filters'];
const EMPTY = Object.fromEntries(AUDIT_FILTERS.map((f) => [f, ''])) as Filters;

const useStyles = makeStyles({
  // A grid, so the fields line up in columns of one width at every page width (a wrapping row left
  // ragged rows of differently sized boxes at 1024 px); each box fills its column.
  bar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    alignItems: 'end',
    gap: '8px 12px',
    marginBottom: '12px',
  },
  field: { minWidth: 0, '& .fui-Input, & .fui-Dropdown': { width: '100%', minWidth: 0 } },
  actions: { display: 'flex', gap: '8px' },
});

export function AuditFilterBar({ filters, onApply }: { filters: Filters; onApply(f: Filters): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const options = useQuery(auditOptionsQuery());
  const labels = useAuditLabels();
  const set = (name: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  const text = (name: 'username' | 'ip', label: string) => (
    <Field label={label} className={styles.field}>
      <Input value={draft[name]} onChange={(_, d) => set(name)(d.value)} />
    </Field>
  );
  const day = (name: 'from' | 'to', label: string) => (
    <Field label={label} className={styles.field}>
      <DateField value={draft[name]} onChange={set(name)} />
    </Field>
  );
  const choice = (name: 'app' | 'module' | 'action' | 'outcome', label: string, values: Array<[string, string]>) => (
    <Field label={label} className={styles.field}>
      <ChoiceDropdown value={draft[name]} onChange={set(name)} choices={values} all={t`All`} />
    </Field>
  );
  const listed = (list: string[] | undefined, name: (code: string) => string = (v) => v) =>
    (list ?? []).map((v) => [v, name(v)] as [string, string]);
  return (
    <form className={styles.bar} onSubmit={submit} role="search" aria-label={t`Filter the audit log`}>
      {text('username', t`User`)}
      {text('ip', t`IP address`)}
      {day('from', t`From`)}
      {day('to', t`To`)}
      {choice('app', t`Application`, listed(options.data?.apps))}
      {choice('module', t`Module`, listed(options.data?.modules, labels.module))}
      {choice('action', t`Action`, listed(options.data?.actions, labels.action))}
      {choice('outcome', t`Outcome`, [
        ['success', t`Success`],
        ['failure', t`Failure`],
      ])}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit">{t`Search`}</Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >{t`Reset`}</Button>
      </div>
    </form>
  );
}
