// What can be done to one user or a selection of them, as the page kit's row actions: each asks
// first where it cannot be undone or signs the user out, then writes. An account the signed-in
// user may not change (`changeRefusal`: an administrator, for a delegate) keeps its actions in
// place, disabled, with the server's reason as their tooltip; a directory account's password is
// reset in the directory, which its disabled Reset says.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { KeyResetRegular } from '@fluentui/react-icons/svg/key-reset';
import { LockOpenRegular } from '@fluentui/react-icons/svg/lock-open';
import { ShieldPersonRegular } from '@fluentui/react-icons/svg/shield-person';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import type { RowAction } from '../../../components/row-actions/row-actions.tsx';
import type { NavEntry } from '../../../api/menu-model.ts';
import { subPageHref } from '../sub-page-link.ts';
import { useDeleteUsers, useResetPassword, useSetPasswordSource, useUnlockUsers, useUsersStatus, type User } from './users-api.ts';

export interface ShownPassword {
  username: string;
  password: string;
}

export function useUserActions(entry: Pick<NavEntry, 'path'>, edit: (u: User) => void) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const setStatus = useUsersStatus();
  const remove = useDeleteUsers();
  const unlock = useUnlockUsers();
  const reset = useResetPassword();
  const convert = useSetPasswordSource();
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  const show = (u: User) => (answer: { generatedPassword?: string | null } | undefined) => {
    if (answer?.generatedPassword) setShownPassword({ username: u.username, password: answer.generatedPassword });
  };

  const askDelete = (users: readonly User[]) => {
    const names = users.length === 1 ? users[0]!.username : String(users.length);
    return confirm({
      title: users.length === 1 ? t`Delete the user ${names}?` : t`Delete ${names} users?`,
      message: t`Their sessions end at once. This cannot be undone.`,
      confirmText: t`Delete`,
      danger: true,
    });
  };
  const resetPassword = async (u: User) => {
    const ok = await confirm({
      title: t`Reset the password of ${u.username}?`,
      message: t`A new password is generated and shown once; the user is signed out and must change it at the next login.`,
      confirmText: t`Reset`,
    });
    if (ok) show(u)(await reset.mutateAsync({ id: u.id }).catch(() => undefined));
  };
  const convertSource = async (u: User) => {
    const toLocal = u.source === 'ldap';
    const ok = await confirm(
      toLocal
        ? {
            title: t`Give ${u.username} a local password?`,
            message: t`The directory no longer signs this account in. A password is generated and shown once; the user is signed out and must change it at the next login.`,
            confirmText: t`Use a local password`,
          }
        : {
            title: t`Let the directory sign ${u.username} in?`,
            message: t`The local password is removed and the user is signed out; from the next sign-in the directory (LDAP) checks the password.`,
            confirmText: t`Use the directory`,
          },
    );
    if (ok) show(u)(await convert.mutateAsync({ id: u.id, source: toLocal ? 'local' : 'ldap' }).catch(() => undefined));
  };
  const unlockUser = async (u: User) => {
    const ok = await confirm({
      title: t`Unlock ${u.username}?`,
      message: t`The failed sign-in count is cleared and the user can sign in again.`,
      confirmText: t`Unlock`,
    });
    if (ok) await unlock.mutateAsync([u.id]).catch(() => undefined);
  };

  const rowActions = (u: User): RowAction[] => {
    const refused = u.changeRefusal;
    return [
      {
        code: 'user:edit',
        icon: <EditRegular />,
        label: t`Edit`,
        name: t`Edit ${u.username}`,
        disabledReason: refused,
        onClick: () => edit(u),
      },
      {
        code: 'user:authority',
        icon: <ShieldPersonRegular />,
        label: t`Permissions`,
        onClick: () => navigate(subPageHref(entry, 'user', ':id/authority', { id: u.id })),
      },
      {
        code: 'user:reset-password',
        icon: <KeyResetRegular />,
        label: t`Reset password`,
        disabledReason:
          refused ?? (u.source === 'ldap' ? t`The password is managed by the directory (LDAP): it is changed there` : undefined),
        onClick: () => resetPassword(u),
      },
      {
        code: 'user:reset-password',
        icon: <ArrowSwapRegular />,
        label: u.source === 'ldap' ? t`Use a local password` : t`Use the directory`,
        hidden: u.builtIn,
        disabledReason: refused,
        onClick: () => convertSource(u),
      },
      {
        code: 'user:unlock',
        icon: <LockOpenRegular />,
        label: t`Unlock`,
        hidden: !u.locked,
        disabledReason: refused,
        onClick: () => unlockUser(u),
      },
      {
        code: 'user:delete',
        icon: <DeleteRegular />,
        label: t`Delete`,
        hidden: u.builtIn,
        disabledReason: refused,
        onClick: async () => {
          if (await askDelete([u])) await remove.mutateAsync([u.id]).catch(() => undefined);
        },
      },
    ];
  };

  /** The selection's bulk writes; `clear` empties the selection once the write is done. */
  const disableMany = async (rows: readonly User[], clear: () => void) => {
    const ok = await confirm({
      title: t`Disable ${rows.length} users?`,
      message: t`Their sessions end at once.`,
      confirmText: t`Disable`,
      danger: true,
    });
    if (ok) await setStatus.mutateAsync({ ids: rows.map((r) => r.id), status: 0 }).then(clear, () => undefined);
  };
  const deleteMany = async (rows: readonly User[], clear: () => void) => {
    if (await askDelete(rows)) await remove.mutateAsync(rows.map((r) => r.id)).then(clear, () => undefined);
  };

  return { rowActions, disableMany, deleteMany, setStatus, shownPassword, closePassword: () => setShownPassword(null) };
}
