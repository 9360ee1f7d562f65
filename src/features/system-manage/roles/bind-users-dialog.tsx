// Picks users to bind to a role: search by username or name (the pickers' users list, without
// those who hold the role already), tick, bind. An account the signed-in
// user may not bind (an administrator, or their own) is listed but cannot be ticked, with the
// server's reason beneath it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
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
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorRetry } from '../../../components/query-state/error-retry.tsx';
import { userOptionsQuery } from '../../../api/options.ts';
import { useBindUsers } from './roles-api.ts';

const useStyles = makeStyles({
  label: { display: 'flex', flexDirection: 'column' },
  reason: { color: tokens.colorNeutralForeground3 },
});

export function BindUsersDialog({ roleId, onClose }: { roleId: number; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const candidates = useQuery(userOptionsQuery(keyword.trim(), { notInRole: roleId }));
  const bind = useBindUsers();
  async function submit() {
    try {
      await bind.mutateAsync({ roleId, userIds: [...picked], bound: true });
      onClose();
    } catch {
      /* toasted */
    }
  }
  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Bind users`}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 240 }}>
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
            {candidates.data?.map((u) => (
              <Checkbox
                key={u.id}
                checked={picked.has(u.id)}
                disabled={Boolean(u.changeRefusal)}
                title={u.changeRefusal}
                label={
                  <span className={styles.label}>
                    {`${u.username}${u.realName ? ` (${u.realName})` : ''}${u.deptName ? ` · ${u.deptName}` : ''}`}
                    {u.changeRefusal ? <Caption1 className={styles.reason}>{u.changeRefusal}</Caption1> : null}
                  </span>
                }
                onChange={(_, d) => {
                  const next = new Set(picked);
                  if (d.checked) next.add(u.id);
                  else next.delete(u.id);
                  setPicked(next);
                }}
              />
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Cancel`}</Button>
            <Button
              appearance="primary"
              disabled={!picked.size || bind.isPending}
              onClick={() => void submit()}
            >{t`Bind ${picked.size} users`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
