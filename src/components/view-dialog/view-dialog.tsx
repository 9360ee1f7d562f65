// ViewDialog: the one read-only dialog shell (an audit record, a published notice): a title, the
// content (which usually opens with `Facts`, components/facts), and Close; Escape and the
// backdrop close it too. Nothing here saves, so nothing asks before closing (FormDialog is the
// shell for forms).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useFocusReturn } from '../focus-return/use-focus-return.ts';

const useStyles = makeStyles({ surface: { width: '90vw' } });

export interface ViewDialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** The surface's widest, in px (it takes 90% of narrower windows). */
  maxWidth: number;
  children: ReactNode;
}

export function ViewDialog({ open, title, onClose, maxWidth, children }: ViewDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  useFocusReturn(open);
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface} style={{ maxWidth }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Close`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
