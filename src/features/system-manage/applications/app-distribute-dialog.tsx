// Distribute an application to roles, departments (with their sub-departments) and users. The
// receivers see it on their home at once (the server's grant check reads these rows). The lists
// are the shared pickers' (api/options.ts): a delegate sees the users inside their data scope, and
// a role or department they may not hand the application to stays listed but disabled, with the
// server's reason (server/auth/grant-bounds.ts, assertDistribution).
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Input, makeStyles } from '@fluentui/react-components';
import { departmentOptionsQuery, roleOptionsQuery, userOptionsQuery, type UserPickerOption } from '../../../api/options.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { ActionDialog } from '../../../components/dialog-frame/action-dialog.tsx';
import { CheckList, type CheckItem } from '../../../components/check-list/check-list.tsx';
import { appDetailQuery, useDistributeApp } from './applications-api.ts';

const useStyles = makeStyles({ cols: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: '16px' } });

type Ids = { roleIds: number[]; deptIds: number[]; userIds: number[] };
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
  const foundUsers: CheckItem[] = (found.data ?? []).map((u) => ({ id: u.id, name: userName(u), refusal: u.changeRefusal }));
  useEffect(() => {
    if (found.data) setKnown((m) => new Map([...m, ...found.data.map((u) => [u.id, userName(u)] as const)]));
  }, [found.data]);

  const list = (key: keyof Ids, items: CheckItem[], label: string) => (
    <CheckList
      label={label}
      heading
      items={items}
      checked={ids?.[key] ?? []}
      onChange={(id, on) => setIds((cur) => (cur ? { ...cur, [key]: on ? [...cur[key], id] : cur[key].filter((x) => x !== id) } : cur))}
    />
  );
  const users = [
    ...(ids?.userIds ?? []).filter((id) => !foundUsers.some((u) => u.id === id)).map((id) => ({ id, name: known.get(id) ?? `#${id}` })),
    ...foundUsers,
  ];

  return (
    <ActionDialog
      title={t`Distribute ${name}`}
      onClose={onClose}
      onAction={() => distribute.mutateAsync({ appId, ...ids! })}
      actionDisabled={!ids}
      maxWidth={900}
      contentClassName={styles.cols}
    >
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
    </ActionDialog>
  );
}
