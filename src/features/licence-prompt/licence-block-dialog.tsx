// The one blocking licence dialog (spec sections 1, 6 and 8): a "Prompt" alert with a single
// button; neither Escape nor a click outside closes it. The start-up prompt and the gate of
// system manage / monitor say different things in it.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

export interface LicenceBlockDialogProps {
  /** Id of the content, for the surface's aria-describedby. */
  contentId: string;
  children: ReactNode;
  confirmText: string;
  onConfirm(): void;
}

export function LicenceBlockDialog({ contentId, children, confirmText, onConfirm }: LicenceBlockDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby={contentId}>
        <DialogBody>
          <DialogTitle>{t`Prompt`}</DialogTitle>
          <DialogContent id={contentId}>{children}</DialogContent>
          <DialogActions>
            {/* the only focusable element, so the alert opens with focus on it */}
            <Button appearance="primary" onClick={onConfirm}>
              {confirmText}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
