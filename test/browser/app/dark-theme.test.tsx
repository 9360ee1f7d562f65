// Light or dark: the platform's default applies until a user chooses on this device; "same as the
// device" follows prefers-color-scheme live; the choice is kept across logout; the shell's
// surfaces and the theme given to embedded applications turn dark with it.
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { Button, FluentProvider } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { store } from '../../../src/state/store.ts';
import { platformConfigAtom, type PlatformConfig } from '../../../src/state/platform-state.ts';
import { followThemeMode, themeChoiceAtom, themeModeAtom } from '../../../src/state/theme-state.ts';
import { loadThemeTables, themeFor } from '../../../src/lib/theme.ts';
import { clearStorageForLogout, STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';
import { shellTheme } from '../../../src/components/app-bridge/shell-context.ts';
import { ThemeChoiceField } from '../../../src/features/personal-space/theme-choice.tsx';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { cleanup, fireEvent, renderPage, screen, waitFor } from '../../support/render.tsx';

const config = (defaultTheme?: PlatformConfig['defaultTheme']) =>
  ({ title: 'Arcana', style: '#705ADA', showName: true, ...(defaultTheme ? { defaultTheme } : {}) }) as PlatformConfig;

/** The shell's own surface as the current mode paints it. */
function Shell() {
  const mode = useAtomValue(themeModeAtom);
  return (
    <FluentProvider theme={themeFor('#705ADA', mode)} data-testid="shell">
      <ThemeChoiceField />
      <Button appearance="primary">Go</Button>
    </FluentProvider>
  );
}

const lightness = (el: Element) => {
  const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
  return (r! + g! + b!) / 3;
};

describe('dark theme', () => {
  before(async () => {
    await activateLanguage('en_US');
    // The light shell drawn by the theme tables, as the portal does once they have loaded (here
    // there is no build stylesheet for the default light theme).
    await loadThemeTables();
    // As boot does: dark's theme loads when dark is asked for.
    void followThemeMode(store);
  });
  beforeEach(() => {
    store.set(themeChoiceAtom, null);
    store.set(platformConfigAtom, config());
  });
  afterEach(async () => {
    cleanup();
    await emulateMedia({ colorScheme: 'light' });
  });

  it('follows the device by default, live, and the platform default when one is set', async () => {
    await emulateMedia({ colorScheme: 'light' });
    renderPage(<Shell />);
    const shell = screen.getByTestId('shell');
    expect(lightness(shell)).to.be.above(200);
    await emulateMedia({ colorScheme: 'dark' });
    await waitFor(() => expect(lightness(shell)).to.be.below(60));
    expect(shellTheme().mode).to.equal('dark');

    store.set(platformConfigAtom, config('light'));
    await waitFor(() => expect(lightness(shell)).to.be.above(200));
    expect(screen.getByRole('radio', { name: 'Platform default (Light)' })).to.have.property('checked', true);
  });

  it("a user's choice wins over the platform's, applies at once and outlives logout", async () => {
    store.set(platformConfigAtom, config('light'));
    renderPage(<Shell />);
    const shell = screen.getByTestId('shell');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(lightness(shell)).to.be.below(60));
    // Embedded applications get dark tokens too.
    expect(shellTheme().mode).to.equal('dark');
    expect(parseInt(shellTheme().tokens['--colorNeutralBackground1']!.slice(1, 3), 16)).to.be.below(60);
    clearStorageForLogout();
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).to.equal('"dark"');

    fireEvent.click(screen.getByRole('radio', { name: 'Platform default (Light)' }));
    await waitFor(() => expect(lightness(shell)).to.be.above(200));
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).to.equal(null);
  });
});
