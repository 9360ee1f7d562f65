// Distribute an application to roles, departments (with their sub-departments) and users. The
// receivers see it on their home at once (the server's grant check reads these rows). The lists
// are the shared pickers' (api/options.ts): a delegate sees the users inside their data scope, and
// a role or department they may not hand the application to stays listed but disabled, with the
// server's reason (server/auth/grant-bounds.ts, assertDistribution).
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { departmentOptionsQuery, roleOptionsQuery, userOptionsQuery, type UserPickerOption } from '../../../api/options.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { appDetailQuery, useDistributeApp } from './applications-api.ts';

const useStyles = makeStyles({
  cols: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: '16px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '280px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
  reason: { display: 'block', color: tokens.colorNeutralForeground3 },
});

type Ids = { roleIds: number[]; deptIds: number[]; userIds: number[] };
/** One receiver; `refusal` (the server's reason) disables it. */
type Item = { id: number; name: string; refusal?: string };
const userName = (u: UserPickerOption) => (u.realName ? `${u.realName} (${u.username})` : u.username);

export function AppDistributeDialog({ appId, name, onClose }: { appId: number; name: string; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const detail = useQuery(appDetailQuery(appId));
  const [keyword, setKeyword] = useState('');
  const roles = useQuery(roleOptionsQuery());
  const departments = useQuery(departmentOptionsQuery());
  const found = useQuery({ ...userOptionsQuery(keyword.trim()), placeholderData: keepPreviousData });
  const distribute = useDistributeApp();
  const [ids, setIds] = useState<Ids | null>(null);
  const [known, setKnown] = useState(new Map<number, string>());
  useEffect(() => {
    const d = detail.data?.distribution;
    if (d && !ids) setIds({ roleIds: d.roleIds, deptIds: d.deptIds, userIds: d.userIds });
  }, [detail.data, ids]);
  const foundUsers: Item[] = (found.data ?? []).map((u) => ({
    id: u.id,
    name: userName(u),
    refusal: u.changeRefusal,
  }));
  useEffect(() => {
    if (found.data) setKnown((m) => new Map([...m, ...found.data.map((u) => [u.id, userName(u)] as const)]));
  }, [found.data]);

  const toggle = (key: keyof Ids, id: number, on: boolean) =>
    setIds((cur) => (cur ? { ...cur, [key]: on ? [...cur[key], id] : cur[key].filter((x) => x !== id) } : cur));

  const list = (key: keyof Ids, items: Item[], label: string) => (
    <div>
      <Subtitle2 as="h3">{label}</Subtitle2>
      <div className={styles.list} role="group" aria-label={label}>
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
            checked={ids?.[key].includes(o.id) ?? false}
            onChange={(_, d) => toggle(key, o.id, d.checked === true)}
          />
        ))}
      </div>
    </div>
  );

  const users = [
    ...(ids?.userIds ?? []).filter((id) => !foundUsers.some((u) => u.id === id)).map((id) => ({ id, name: known.get(id) ?? `#${id}` })),
    ...foundUsers,
  ];

  return (
    <Dialog
      open
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface aria-describedby={undefined} style={{ maxWidth: '900px', width: '100%' }}>
        <DialogBody>
          <DialogTitle>{t`Distribute ${name}`}</DialogTitle>
          <DialogContent className={styles.cols}>
            {list(
              'roleIds',
              (roles.data ?? []).map((r) => ({ id: r.id, name: localName(r, lang), refusal: r.changeRefusal })),
              t`Roles`,
            )}
            {list(
              'deptIds',
              (departments.data ?? []).map((d) => ({ id: d.id, name: d.name, refusal: d.scopeRefusal })),
              t`Departments`,
            )}
            <div>
              <Input aria-label={t`Search users`} placeholder={t`Search users`} value={keyword} onChange={(_, d) => setKeyword(d.value)} />
              {list('userIds', users, t`Users`)}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Cancel`}</Button>
            <Button
              appearance="primary"
              disabled={!ids || distribute.isPending}
              onClick={() => ids && void distribute.mutateAsync({ appId, ...ids }).then(onClose, () => undefined)}
            >{t`Save`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
