// The admin page frame: a named side panel (the departments beside the users) has a button that
// hides it, named for what it hides and saying whether the panel is open, so at laptop widths the
// table beside it gets the room; the choice is kept when the page is opened again.
import { expect } from 'chai';
import { PageLayout, sidePanelHiddenAtom } from '../../../src/components/page-layout/page-layout.tsx';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { store } from '../../../src/state/store.ts';
import { cleanup, fireEvent, renderPage, screen } from '../../support/render.tsx';

const page = () => (
  <PageLayout title="Users" sideToggle={{ hide: 'Hide departments', show: 'Show departments' }} side={<p>Department tree</p>}>
    <p>The table</p>
  </PageLayout>
);

describe('page layout side panel', () => {
  beforeEach(() => activateLanguage('en_US'));
  afterEach(() => store.set(sidePanelHiddenAtom, false));

  it('hides and shows the side panel with a named button, and keeps the choice', () => {
    renderPage(page());
    const table = screen.getByText('The table');
    const before = table.getBoundingClientRect().width;
    fireEvent.click(screen.getByRole('button', { name: 'Hide departments' }));
    expect(screen.queryByText('Department tree')).to.equal(null);
    const show = screen.getByRole('button', { name: 'Show departments' });
    expect(show.getAttribute('aria-expanded')).to.equal('false');
    expect(table.getBoundingClientRect().width).to.be.above(before + 150);

    cleanup();
    renderPage(page());
    expect(screen.queryByText('Department tree')).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Show departments' }));
    screen.getByText('Department tree');
    expect(screen.getByRole('button', { name: 'Hide departments' }).getAttribute('aria-expanded')).to.equal('true');
  });
});
