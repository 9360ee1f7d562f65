// Focus goes back to where it was when a dialog opened, once the dialog closes. Fluent's Dialog
// gives it back only to a DialogTrigger, and the kit's dialogs open from state (a toolbar button,
// a row action, a tree node's action): without this the focus fell to <body> when one closed, and
// a keyboard user started again from the top of the page after every save
// (test/e2e/keyboard-only.test.ts).
import { useLayoutEffect, useState } from 'react';

/** Call in a dialog shell with its `open`: the element focused when it opened is focused again
 *  when it closes, if it is still on the page and the focus is not already somewhere else. */
export function useFocusReturn(open: boolean) {
  // Read while rendering the opening: by its commit a field of the dialog may have the focus (autoFocus).
  const [opened, setOpened] = useState(() => ({ open, opener: open ? document.activeElement : null }));
  if (opened.open !== open) setOpened({ open, opener: open ? document.activeElement : null });
  const { opener } = opened;
  useLayoutEffect(() => {
    if (!open || !(opener instanceof HTMLElement) || opener === document.body) return;
    return () => {
      const now = document.activeElement;
      // Another control took the focus on purpose (a field of the page): leave it there. The focus
      // still in a dialog, or on <body> (a Save button disabled while saving), is lost.
      const lost = !now || now === document.body || now.closest('[role="dialog"], [role="alertdialog"]') !== null;
      if (lost && opener.isConnected && !opener.matches(':disabled')) opener.focus();
    };
  }, [open, opener]);
}
