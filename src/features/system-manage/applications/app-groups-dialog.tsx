// Application groups: at most 8 (the contract's maxItems), names non-empty and unique, reordered with the arrows, saved in
// one call. The same rules are checked here (spec section 5 messages, the names' lengths read from
// the contract) and again by the server.
// Edits not saved are asked about before Cancel or Escape throw them away.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Input, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { ActionDialog } from '../../../components/dialog-frame/action-dialog.tsx';
import { checkConstraints, constraintsOf } from '../../../api/form-rules.ts';
import { appGroupsQuery, useSaveGroups } from './applications-api.ts';

// the limits are the contract's (AppGroupBatch, AppGroupInput, I18nNamesInput), as the server checks them
const MAX_GROUPS = constraintsOf('AppGroupBatch', 'groups')?.maxItems ?? Infinity;
const NAME = constraintsOf('AppGroupInput', 'name') ?? {};
const LOCAL_NAME = constraintsOf('I18nNamesInput', 'en_US') ?? {};

interface Row {
  key: string;
  id?: number;
  name: string;
  en: string;
  zh: string;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr auto auto auto', gap: '6px', alignItems: 'center' },
});

export function AppGroupsDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const groups = useQuery(appGroupsQuery());
  const save = useSaveGroups();
  const [rows, setRows] = useState<Row[]>([]);
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState('');
  const edit = (update: (rows: Row[]) => Row[]) => {
    setEdited(true);
    setRows(update);
  };
  useEffect(() => {
    if (groups.data)
      setRows(
        groups.data.map((g) => ({ key: `g${g.id}`, id: g.id, name: g.name, en: g.i18nNames?.en_US ?? '', zh: g.i18nNames?.zh_CN ?? '' })),
      );
  }, [groups.data]);

  const change = (i: number, patch: Partial<Row>) => edit((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const move = (i: number, by: -1 | 1) =>
    edit((r) => {
      const next = [...r];
      const [row] = next.splice(i, 1);
      next.splice(i + by, 0, row!);
      return next;
    });

  function problem(): string {
    if (rows.length > MAX_GROUPS) return t`At most ${MAX_GROUPS} application groups are allowed`;
    if (rows.some((r) => !r.name.trim())) return t`Group names cannot be empty`;
    const names = rows.map((r) => r.name.trim().toLowerCase());
    if (new Set(names).size !== names.length) return t`Group names cannot be repeated`;
    const tooLong = rows.flatMap((r) => [
      checkConstraints(NAME, t`Group name`, r.name.trim()),
      checkConstraints(LOCAL_NAME, t`Name (English)`, r.en.trim()),
      checkConstraints(LOCAL_NAME, t`Name (Chinese)`, r.zh.trim()),
    ]);
    return tooLong.find(Boolean) ?? '';
  }

  /** Saves, or says what is wrong first (and keeps the dialog open). */
  async function submit() {
    const found = problem();
    setError(found);
    if (found) return false;
    const body = rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name.trim(),
      i18nNames: { ...(r.en.trim() ? { en_US: r.en.trim() } : {}), ...(r.zh.trim() ? { zh_CN: r.zh.trim() } : {}) },
    }));
    return save.mutateAsync(body);
  }

  return (
    <ActionDialog
      title={t`Application groups`}
      onClose={onClose}
      onAction={submit}
      actionDisabled={!groups.data}
      dirty={edited}
      maxWidth={820}
      contentClassName={styles.list}
    >
      {rows.map((r, i) => (
        <div className={styles.row} key={r.key} data-testid="group-row">
          <Input aria-label={t`Group name`} placeholder={t`Group name`} value={r.name} onChange={(_, d) => change(i, { name: d.value })} />
          <Input
            aria-label={t`Name (English)`}
            placeholder={t`Name (English)`}
            value={r.en}
            onChange={(_, d) => change(i, { en: d.value })}
          />
          <Input
            aria-label={t`Name (Chinese)`}
            placeholder={t`Name (Chinese)`}
            value={r.zh}
            onChange={(_, d) => change(i, { zh: d.value })}
          />
          <Button size="small" aria-label={t`Move up`} disabled={i === 0} onClick={() => move(i, -1)}>
            ↑
          </Button>
          <Button size="small" aria-label={t`Move down`} disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
            ↓
          </Button>
          <Button size="small" appearance="subtle" onClick={() => edit((all) => all.filter((_, j) => j !== i))}>{t`Remove`}</Button>
        </div>
      ))}
      <div>
        <Button onClick={() => edit((r) => [...r, { key: `n${Date.now()}${r.length}`, name: '', en: '', zh: '' }])}>{t`Add group`}</Button>
      </div>
      {error ? (
        <MessageBar intent="error" data-testid="groups-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </ActionDialog>
  );
}
