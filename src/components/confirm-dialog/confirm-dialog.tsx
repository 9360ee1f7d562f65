// One confirmation dialog for the whole signed-in portal: `const confirm = useConfirm();` then
// `if (await confirm({ title, message, danger: true })) …`. Escape, Cancel and a second request
// answer false; only the confirm button answers true. The dialog itself (Fluent Dialog, its
// focus trap and motions) loads with the first request, not with every signed-in page.
import { Suspense, createContext, lazy, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

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

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view.tsx'));

export interface Pending extends ConfirmOptions {
  resolve(answer: boolean): void;
}

/** Mounted once in the signed-in layout (and around components under test). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Rendered from the first request on, so the dialog's closing motion still plays.
  const [used, setUsed] = useState(false);
  const current = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        const next = { ...options, resolve };
        current.current = next;
        setUsed(true);
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
      {used ? (
        <Suspense fallback={null}>
          <ConfirmDialogView pending={pending} onAnswer={answer} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** The confirm function of the nearest ConfirmProvider. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
