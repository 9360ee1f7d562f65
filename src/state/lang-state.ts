// The interface language (spec section 1), persisted as currentLang. The client sends it as
// Accept-Language; the i18n provider activates its catalog.
import { atom } from 'jotai';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { pickLanguage, type Lang } from '../lib/language.ts';

function initialLang(): Lang {
  let stored: string | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.currentLang) ?? 'null') as string | null;
  } catch {
    /* not JSON */
  }
  return pickLanguage(stored, typeof navigator === 'undefined' ? undefined : navigator.language);
}

const baseLangAtom = atom<Lang>(initialLang());

export const langAtom = atom(
  (get) => get(baseLangAtom),
  (_get, set, lang: Lang) => {
    set(baseLangAtom, lang);
    localStorage.setItem(STORAGE_KEYS.currentLang, JSON.stringify(lang));
  },
);
