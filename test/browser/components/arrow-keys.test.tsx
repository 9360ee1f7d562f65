// Arrow keys within a group without tabster (use-arrow-keys.ts, the header's toolbar and the
// sidebar): arrows move and wrap round, skipping what a keyboard cannot reach, Home and End go to
// the ends, and the group is one Tab stop both ways.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { useArrowKeys } from '../../../src/components/arrow-keys/use-arrow-keys.ts';
import { renderPage, screen } from '../../support/render.tsx';

function Toolbar() {
  const arrows = useArrowKeys('horizontal');
  return (
    <>
      <button type="button">Before</button>
      <div role="toolbar" aria-label="Tools" {...arrows}>
        <button type="button">Search</button>
        <button type="button" disabled>
          Off
        </button>
        <button type="button" style={{ display: 'none' }}>
          Hidden
        </button>
        <button type="button">Language</button>
        <button type="button">User</button>
      </div>
      <button type="button">After</button>
    </>
  );
}

const focused = () => document.activeElement?.textContent;
const button = (name: string) => screen.getByRole('button', { name });

describe('useArrowKeys', () => {
  before(async () => {
    // The test renderer's I18nProvider draws nothing until a language is active.
    await activateLanguage('en_US');
  });

  it('moves with the arrows along its axis, wrapping round and skipping disabled and hidden controls', async () => {
    renderPage(<Toolbar />);
    button('Search').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused()).to.equal('Language');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focused()).to.equal('Search');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused()).to.equal('User');
    // The other axis does nothing in a horizontal group.
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('User');
    await sendKeys({ press: 'Home' });
    expect(focused()).to.equal('Search');
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal('User');
  });

  it('is one Tab stop: Tab and Shift+Tab leave the group from any control in it', async () => {
    renderPage(<Toolbar />);
    button('Search').focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('After');
    button('Language').focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focused()).to.equal('Before');
  });
});
