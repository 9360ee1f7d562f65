// The confirmation dialog itself, loaded with the first request by ConfirmProvider.
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
  tokens,
} from '@fluentui/react-components';
import type { Pending } from './confirm-dialog.tsx';
import { useFocusReturn } from '../focus-return/use-focus-return.ts';

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground2 },
  },
});

export default function ConfirmDialogView({ pending, onAnswer }: { pending: Pending | null; onAnswer(value: boolean): void }) {
  const styles = useStyles();
  const { t } = useLingui();
  useFocusReturn(pending != null);
  return (
    <Dialog
      open={pending != null}
      modalType="alert"
      onOpenChange={(_, d) => {
        if (!d.open) onAnswer(false);
      }}
    >
      <DialogSurface data-testid="confirm-dialog">
        <DialogBody>
          <DialogTitle>{pending?.title}</DialogTitle>
          <DialogContent>{pending?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onAnswer(false)}>
              {pending?.cancelText ?? t`Cancel`}
            </Button>
            <Button appearance="primary" className={pending?.danger ? styles.danger : undefined} onClick={() => onAnswer(true)}>
              {pending?.confirmText ?? t`Confirm`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
