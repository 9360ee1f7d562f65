// The pager under a narrow table (the users page beside its department tree at 1024 px): when it
// wraps, the page buttons stay together on one line instead of leaving the last one alone.
import { expect } from 'chai';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { Pager } from '../../../src/components/pager/pager.tsx';
import { cleanup, renderPage, screen } from '../../support/render.tsx';

describe('pager', () => {
  afterEach(async () => {
    cleanup(); // before the language changes under a mounted page
    await activateLanguage('en_US');
  });

  for (const lang of ['en_US', 'zh_CN'] as const) {
    it(`keeps its page buttons on one line when it wraps, in ${lang}`, async () => {
      await activateLanguage(lang);
      renderPage(
        <div style={{ width: '444px' }}>
          <Pager page={1} size={20} total={1} onChange={() => undefined} />
        </div>,
      );
      const nav = screen.getByTestId('pager');
      // The last four buttons: first, previous, next and last page (the size dropdown's come first).
      const tops = [...nav.querySelectorAll('button')].slice(-4).map((b) => Math.round(b.getBoundingClientRect().top));
      expect(new Set(tops).size, `button tops ${tops.join(', ')}`).to.equal(1);
    });
  }
});
