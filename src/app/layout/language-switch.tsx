// Language switch (header and login page): persists the preference, changes Accept-Language and
// re-renders in place. Until first used it is a plain button; the menu loads when the pointer or
// focus reaches it and opens on the click, so the login route does not carry Fluent's Menu.
import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ToolbarButton } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { langAtom } from '../../state/lang-state.ts';
import { LANGUAGE_NAMES } from '../../lib/language.ts';
import { useFirstUse } from '../../components/first-use/use-first-use.ts';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);

export function LanguageSwitch() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const [used, trigger] = useFirstUse(loadMenu);
  const current = LANGUAGE_NAMES[lang];
  // The accessible name holds the visible label (WCAG 2.5.3, label in name).
  const placeholder = (
    <ToolbarButton
      aria-label={t`Language: ${current}`}
      aria-haspopup="menu"
      icon={<LocalLanguageRegular />}
      style={{ color: 'inherit' }}
      {...trigger}
    >
      {LANGUAGE_NAMES[lang]}
    </ToolbarButton>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu defaultOpen />
    </Suspense>
  );
}
