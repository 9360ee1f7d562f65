// ActionDialog: a dialog that does one thing when its primary button is pressed (bind the ticked
// users, distribute an application, save the application groups): Cancel and the action, the
// action disabled while it runs, the dialog closed when it resolves and left open when it is
// refused (`unwrap` has toasted why). Not a react-hook-form form: what it holds is picked, not
// typed (FormDialog is for forms). With `dirty`, Cancel and Escape first ask whether to discard.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { useGuardedClose } from '../unsaved-changes/use-unsaved-changes.ts';
import { DialogFrame } from './dialog-frame.tsx';

export interface ActionDialogProps {
  open?: boolean;
  title: string;
  onClose(): void;
  /** The action; the dialog closes when it resolves. Resolving to `false` keeps it open (a local check failed). */
  onAction(): Promise<unknown>;
  actionLabel?: string;
  actionDisabled?: boolean;
  /** Something was changed: Cancel and Escape ask before discarding it. */
  dirty?: boolean;
  maxWidth?: number;
  contentClassName?: string;
  children: ReactNode;
}

export function ActionDialog({
  open = true,
  title,
  onClose,
  onAction,
  actionLabel,
  actionDisabled = false,
  dirty = false,
  maxWidth,
  contentClassName,
  children,
}: ActionDialogProps) {
  const { t } = useLingui();
  const [running, setRunning] = useState(false);
  const cancel = useGuardedClose(open && dirty, onClose);
  const run = async () => {
    setRunning(true);
    try {
      if ((await onAction()) !== false) onClose();
    } catch {
      /* refused: unwrap toasted why; what was picked stays */
    } finally {
      setRunning(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={() => void cancel()}
      maxWidth={maxWidth}
      contentClassName={contentClassName}
      actions={
        <>
          <Button onClick={() => void cancel()}>{t`Cancel`}</Button>
          <Button appearance="primary" disabled={actionDisabled || running} onClick={() => void run()}>
            {actionLabel ?? t`Save`}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
