// The shell's <main> (app/layout/main-layout.tsx), where the focus lands when a choice leaves the
// control that had it behind (the command palette opening another page): the next Tab goes to the
// page's first control instead of starting again at the top of the document.
export const MAIN_CONTENT_ID = 'main-content';

export function focusMainContent() {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
