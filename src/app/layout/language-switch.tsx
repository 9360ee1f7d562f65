// Header language switch: persists the preference, changes Accept-Language, re-renders in place.
import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, ToolbarButton } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { langAtom } from '../../api/lang-state.ts';
import type { Lang } from '../../lib/language.ts';
import { activateLanguage } from '../i18n/i18n.ts';

const NAMES: Record<Lang, string> = { zh_CN: '简体中文', en_US: 'English' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const [lang, setLang] = useAtom(langAtom);
  const choose = async (next: Lang) => {
    await activateLanguage(next);
    setLang(next);
  };
  return (
    <Menu checkedValues={{ lang: [lang] }} onCheckedValueChange={(_, d) => void choose(d.checkedItems[0] as Lang)}>
      <MenuTrigger disableButtonEnhancement>
        {/* inherit: readable on the brand-coloured header and on the light login page alike */}
        <ToolbarButton aria-label={t`Language`} icon={<LocalLanguageRegular />} style={{ color: 'inherit' }}>{NAMES[lang]}</ToolbarButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {(Object.keys(NAMES) as Lang[]).map((l) => (
            <MenuItemRadio key={l} name="lang" value={l}>{NAMES[l]}</MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
