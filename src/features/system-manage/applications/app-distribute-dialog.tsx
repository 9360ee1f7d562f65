// Distribute an application to roles, departments (with their sub-departments) and users. The
// receivers see it on their home at once (the server's grant check reads these rows).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
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
import { appDetailQuery, distributeOptionsQuery, useDistributeApp } from './apps-api.ts';

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
});

type Ids = { roleIds: number[]; deptIds: number[]; userIds: number[] };

export function AppDistributeDialog({ appId, name, onClose }: { appId: number; name: string; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const detail = useQuery(appDetailQuery(appId));
  const [keyword, setKeyword] = useState('');
  const options = useQuery(distributeOptionsQuery(keyword));
  const distribute = useDistributeApp();
  const [ids, setIds] = useState<Ids | null>(null);
  const [known, setKnown] = useState(new Map<number, string>());
  useEffect(() => {
    const d = detail.data?.distribution;
    if (d && !ids) setIds({ roleIds: d.roleIds, deptIds: d.deptIds, userIds: d.userIds });
  }, [detail.data, ids]);
  useEffect(() => {
    if (options.data) setKnown((m) => new Map([...m, ...options.data.users.map((u) => [u.id, u.name] as const)]));
  }, [options.data]);

  const toggle = (key: keyof Ids, id: number, on: boolean) =>
    setIds((cur) => (cur ? { ...cur, [key]: on ? [...cur[key], id] : cur[key].filter((x) => x !== id) } : cur));

  const list = (key: keyof Ids, items: Array<{ id: number; name: string }>, label: string) => (
    <div>
      <Subtitle2 as="h3">{label}</Subtitle2>
      <div className={styles.list} role="group" aria-label={label}>
        {items.map((o) => (
          <Checkbox
            key={o.id}
            label={o.name}
            checked={ids?.[key].includes(o.id) ?? false}
            onChange={(_, d) => toggle(key, o.id, d.checked === true)}
          />
        ))}
      </div>
    </div>
  );

  const users = [
    ...(ids?.userIds ?? [])
      .filter((id) => !options.data?.users.some((u) => u.id === id))
      .map((id) => ({ id, name: known.get(id) ?? `#${id}` })),
    ...(options.data?.users ?? []),
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
            {list('roleIds', options.data?.roles ?? [], t`Roles`)}
            {list('deptIds', options.data?.departments ?? [], t`Departments`)}
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
