// The language menu itself, loaded on first use by LanguageSwitch (Fluent's Menu brings the
// positioning engine, which the login page should not download up front).
import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, ToolbarButton } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { langAtom } from '../../state/lang-state.ts';
import { LANGUAGE_NAMES, type Lang } from '../../lib/language.ts';
import { activateLanguage } from '../i18n/i18n.ts';

export default function LanguageMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useLingui();
  const [lang, setLang] = useAtom(langAtom);
  const current = LANGUAGE_NAMES[lang];
  const choose = async (next: Lang) => {
    await activateLanguage(next);
    setLang(next);
  };
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ lang: [lang] }}
      onCheckedValueChange={(_, d) => void choose(d.checkedItems[0] as Lang)}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* inherit: readable on the brand-coloured header and on the light login page alike */}
        <ToolbarButton aria-label={t`Language: ${current}`} icon={<LocalLanguageRegular />} style={{ color: 'inherit' }}>
          {current}
        </ToolbarButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {(Object.keys(LANGUAGE_NAMES) as Lang[]).map((l) => (
            <MenuItemRadio key={l} name="lang" value={l}>
              {LANGUAGE_NAMES[l]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
