// The header's way into the command palette: a button with a visible label, and Ctrl+K / ⌘K from
// anywhere in the signed-in shell. The palette's code (Dialog, searches) loads on first use, so it
// adds nothing to the login or home initial bundles but this button.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ToolbarButton } from '@fluentui/react-components';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/** Ctrl+K, or ⌘K on a Mac: the key may come as "k" or "K" (with Shift or Caps Lock). */
const isPaletteKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';

export function PaletteLauncher() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e)) return;
      e.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <ToolbarButton
        style={{ color: 'inherit' }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={t`Go to a page, application, user, role or department (Ctrl+K)`}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t`Go to…`}
      </ToolbarButton>
      {used ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
