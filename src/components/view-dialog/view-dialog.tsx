// ViewDialog: the one read-only dialog shell (an audit record, a published notice, a generated
// password): a title, the content (which usually opens with `Facts`, components/facts), `actions`
// before Close (a download), and Close; Escape and the backdrop close it too, unless it is an
// `alert` (a password shown once: only its button closes it). Nothing here saves, so nothing asks
// before closing (FormDialog is the shell for forms; the frame is DialogFrame's).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles } from '@fluentui/react-components';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';

const useStyles = makeStyles({ surface: { width: '90vw' } });

export interface ViewDialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** The surface's widest, in px (it takes 90% of narrower windows). */
  maxWidth?: number;
  /** Buttons before Close. */
  actions?: ReactNode;
  /** The close button's words (Done) and look (primary). */
  closeLabel?: string;
  /** Only the close button closes it: what it shows is not shown again. */
  alert?: boolean;
  contentClassName?: string;
  children: ReactNode;
}

export function ViewDialog({ open, title, onClose, maxWidth, actions, closeLabel, alert, contentClassName, children }: ViewDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={alert ? undefined : onClose}
      surfaceClassName={maxWidth ? styles.surface : undefined}
      maxWidth={maxWidth}
      contentClassName={contentClassName}
      actions={
        <>
          {actions}
          <Button appearance={closeLabel ? 'primary' : 'secondary'} onClick={onClose}>
            {closeLabel ?? t`Close`}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
