// A page's dialog whose code loads when it first opens: its form, pickers and Fluent's dialog
// parts stay out of the page's first open (on the users page, about a third of what its first
// open fetched, in five of its six rounds of chunks over HTTP/1.1). From then on it stays
// rendered, so its closing motion plays and the next open is immediate.
//   const UserFormDialog = lazyDialog(() => import('./user-form-dialog.tsx').then((m) => m.UserFormDialog), (p) => p.user !== undefined);
// Without isOpen, the caller mounts the dialog only while it is open (`open ? <Dialog/> : null`).
import { Suspense, lazy, useState, type ComponentType } from 'react';

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = () => true,
): ComponentType<P> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    if (!used && !open) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
