// DialogFrame: the one dialog shell every dialog of the admin pages is built on (FormDialog,
// ViewDialog, ActionDialog): the title, the content, the buttons, Escape and the backdrop calling
// `onClose`, and the focus given back to what opened it when it closes
// (components/focus-return). With `onSubmit` the body is a form (`noValidate`: Fluent's Field
// marks inputs `required`, and the browser's own check would block the submit before our message
// shows), so Enter in a field submits.
import type { CSSProperties, ReactNode, SyntheticEvent } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useFocusReturn } from '../focus-return/use-focus-return.ts';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape and the backdrop call it; without it the dialog is an alert only its buttons close. */
  onClose?(): void;
  actions: ReactNode;
  onSubmit?(e: SyntheticEvent<HTMLFormElement>): void;
  surfaceClassName?: string;
  /** The surface's widest, in px (Fluent's is 600). */
  maxWidth?: number;
  contentClassName?: string;
  contentStyle?: CSSProperties;
  children: ReactNode;
}

export function DialogFrame({
  open,
  title,
  onClose,
  actions,
  onSubmit,
  surfaceClassName,
  maxWidth,
  contentClassName,
  contentStyle,
  children,
}: DialogFrameProps) {
  useFocusReturn(open);
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={contentClassName} style={contentStyle}>
        {children}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
  return (
    <Dialog
      open={open}
      modalType={onClose ? 'modal' : 'alert'}
      onOpenChange={(_, d) => {
        if (!d.open) onClose?.();
      }}
    >
      <DialogSurface className={surfaceClassName} style={maxWidth ? { maxWidth } : undefined}>
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit}>
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
}
