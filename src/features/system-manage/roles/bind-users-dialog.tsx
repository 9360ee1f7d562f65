// Picks users to bind to a role: search by username or name (the pickers' users list, without
// those who hold the role already), tick, bind. An account the signed-in
// user may not bind (an administrator, or their own) is listed but cannot be ticked, with the
// server's reason beneath it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Caption1, SearchBox, Spinner } from '@fluentui/react-components';
import { ErrorRetry } from '../../../components/query-state/error-retry.tsx';
import { ActionDialog } from '../../../components/dialog-frame/action-dialog.tsx';
import { CheckList } from '../../../components/check-list/check-list.tsx';
import { userOptionsQuery } from '../../../api/options.ts';
import { useBindUsers } from './roles-api.ts';

export function BindUsersDialog({ roleId, onClose }: { roleId: number; onClose(): void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const candidates = useQuery(userOptionsQuery(keyword.trim(), { notInRole: roleId }));
  const bind = useBindUsers();
  return (
    <ActionDialog
      title={t`Bind users`}
      onClose={onClose}
      onAction={() => bind.mutateAsync({ roleId, userIds: [...picked], bound: true })}
      actionLabel={t`Bind ${picked.size} users`}
      actionDisabled={!picked.size}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 240 }}>
        <SearchBox
          autoFocus
          placeholder={t`Search username or name`}
          aria-label={t`Search username or name`}
          value={keyword}
          onChange={(_, d) => setKeyword(d.value)}
        />
        {candidates.isPending ? <Spinner size="small" label={t`Loading…`} /> : null}
        {candidates.isError ? (
          <ErrorRetry title={t`The users could not be loaded.`} error={candidates.error} onRetry={() => void candidates.refetch()} />
        ) : null}
        {candidates.data?.length === 0 ? <Caption1>{t`No user matches.`}</Caption1> : null}
        <CheckList
          label={t`Users`}
          items={(candidates.data ?? []).map((u) => ({
            id: u.id,
            name: `${u.username}${u.realName ? ` (${u.realName})` : ''}${u.deptName ? ` · ${u.deptName}` : ''}`,
            refusal: u.changeRefusal,
          }))}
          checked={picked}
          onChange={(id, on) => {
            const next = new Set(picked);
            if (on) next.add(id);
            else next.delete(id);
            setPicked(next);
          }}
        />
      </div>
    </ActionDialog>
  );
}
