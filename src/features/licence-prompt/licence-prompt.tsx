// The licence prompt of spec sections 1 and 8: at start with a token, licence status 2 (expired)
// or 3 (not activated) shows a blocking alert. This gate is all the entry carries; the dialog
// loads only when it is needed.
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { licenseStatusAtom } from '../../state/platform-state.ts';
import { loginStatusAtom } from '../../state/session-state.ts';
import { loadChunk } from '../../lib/chunk-load.ts';
import { licenceBlocks } from '../../lib/licence-status.ts';

const LicencePromptDialog = lazy(() =>
  loadChunk(() => import('./licence-prompt-dialog.tsx')).then((m) => ({ default: m.LicencePromptDialog })),
);

export function LicencePrompt() {
  const licence = useAtomValue(licenseStatusAtom);
  const loggedIn = useAtomValue(loginStatusAtom);
  if (!loggedIn || !licenceBlocks(licence?.status)) return null;
  return (
    <Suspense fallback={null}>
      <LicencePromptDialog status={licence!.status} />
    </Suspense>
  );
}
