// The app-load page's per-day chart of one application: uPlot draws it (fetched with the first
// chart), with the phase names in the interface language.
import { expect } from 'chai';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { AppLoadDayChart } from '../../../src/features/monitor/app-load-day-chart.tsx';
import { renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const phase = (p50: number, p95: number) => ({ count: 4, p50, p95 });
const DAYS = [
  { day: '2026-11-24', opens: 4, entryFetch: phase(20, 40), bootstrap: phase(30, 60), mount: phase(10, 25), ready: phase(120, 300) },
  { day: '2026-11-25', opens: 6, entryFetch: phase(25, 50), bootstrap: phase(35, 70), mount: phase(12, 30), ready: phase(140, 320) },
];

describe('app-load chart per day', () => {
  let view: RenderedPage | undefined;
  afterEach(async () => {
    view?.unmount();
    view = undefined;
  });

  for (const [lang, phases] of [
    ['en_US', ['Entry fetch', 'Bootstrap', 'Mount', 'First content']],
    ['zh_CN', ['入口获取', '启动', '挂载', '首屏内容']],
  ] as const) {
    it(`draws the phases p50 and p95 per day in ${lang}`, async () => {
      store.set(langAtom, lang);
      await activateLanguage(lang);
      view = renderPage(<AppLoadDayChart days={DAYS} lang={lang} label="Props demo" />);
      const canvas = await waitFor(
        () => {
          const c = view!.container.querySelector('[data-testid="app-load-chart"] canvas');
          expect(c).to.not.equal(null);
          return c as HTMLCanvasElement;
        },
        { timeout: 8000 },
      );
      expect(canvas.width).to.be.greaterThan(0);
      const legend = view.container.querySelector('figcaption')!.textContent!;
      for (const name of phases) expect(legend).to.include(name);
    });
  }
});
