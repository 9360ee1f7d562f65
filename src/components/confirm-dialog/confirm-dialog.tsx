// One confirmation dialog for the whole signed-in portal: `const confirm = useConfirm();` then
// `if (await confirm({ title, message, danger: true })) …`. Escape, Cancel and a second request
// answer false; only the confirm button answers true.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
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

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** Label of the confirm button (default "Confirm"). */
  confirmText?: string;
  /** Label of the cancel button (default "Cancel"). */
  cancelText?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground2 },
  },
});

interface Pending extends ConfirmOptions {
  resolve(answer: boolean): void;
}

/** Mounted once in the signed-in layout (and around components under test). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        const next = { ...options, resolve };
        current.current = next;
        setPending(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    current.current?.resolve(value);
    current.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={pending != null}
        modalType="alert"
        onOpenChange={(_, d) => {
          if (!d.open) answer(false);
        }}
      >
        <DialogSurface data-testid="confirm-dialog">
          <DialogBody>
            <DialogTitle>{pending?.title}</DialogTitle>
            <DialogContent>{pending?.message}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => answer(false)}>
                {pending?.cancelText ?? t`Cancel`}
              </Button>
              <Button appearance="primary" className={pending?.danger ? styles.danger : undefined} onClick={() => answer(true)}>
                {pending?.confirmText ?? t`Confirm`}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** The confirm function of the nearest ConfirmProvider. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
