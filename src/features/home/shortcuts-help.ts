// The one instruction for the user's shortcuts to applications, said wherever they are managed
// (home's quick access and the personal preferences' shortcuts-editor.tsx): the star keeps an
// application among Favourites, shown first on home; an application's "More actions" menu puts
// it in Quick access (a bar of at most N entries that says why an entry cannot open now) or makes
// it the default application.
import { useLingui } from '@lingui/react/macro';

/** The one instruction, on home and in the preferences. */
export function useShortcutsHelp(max: number): string {
  const { t } = useLingui();
  return t`Star an application to keep it among your favourites at the top of home. Use its More actions menu to add it to quick access (at most ${max}, opened with one click) or to make it your default application.`;
}
