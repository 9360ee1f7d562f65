// Unsaved changes in a form of the shell (a settings page, a dialog) hold the user before they
// are lost: while `dirty`, leaving the page (a link, back and forward, logout: the shell's leave
// guards, lib/leave-guard.ts) first asks in the portal's confirmation dialog, and closing or
// reloading the tab gets the browser's own prompt; a dialog's Cancel and Escape ask too
// (useGuardedClose). A move within the same page (its query only,
// e.g. a list's page number beside the form) does not ask.
import { useCallback, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addLeaveGuard } from '../../lib/leave-guard.ts';
import { useConfirm } from '../confirm-dialog/confirm-dialog.tsx';

/** Asks "discard the changes?" in the portal's dialog; true when the user lets them go. */
export function useConfirmDiscard(): () => Promise<boolean> {
  const { t } = useLingui();
  const confirm = useConfirm();
  return useCallback(
    () =>
      confirm({
        title: t`Discard unsaved changes?`,
        message: t`The changes you made here are not saved. If you leave now, they are lost.`,
        confirmText: t`Discard changes`,
        cancelText: t`Keep editing`,
        danger: true,
      }),
    [confirm, t],
  );
}

export function useUnsavedChanges(dirty: boolean): void {
  const confirmDiscard = useConfirmDiscard();
  useEffect(() => {
    if (!dirty) return;
    const removeGuard = addLeaveGuard((to) => new URL(to, location.href).pathname === location.pathname || confirmDiscard());
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, confirmDiscard]);
}

/**
 * A dialog's close (Cancel, Escape, a click outside) while `dirty`: asks before it throws the
 * changes away, and holds page moves while the dialog is open with them.
 */
export function useGuardedClose(dirty: boolean, onClose: () => void): () => Promise<void> {
  useUnsavedChanges(dirty);
  const confirmDiscard = useConfirmDiscard();
  return async () => {
    if (!dirty || (await confirmDiscard())) onClose();
  };
}
