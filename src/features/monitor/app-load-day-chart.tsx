// One application's load phases per day (p50 solid, p95 dashed) on the app-load monitor page,
// drawn with uPlot, which is fetched with the first chart (its own chunk, never with the shell).
// Axis text takes the theme's foreground colour and the dates the interface language.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { components } from '../../api/gen/arcana-system.ts';
import type { Lang } from '../../lib/language.ts';

type Day = components['schemas']['AppLoadDay'];
type Phase = 'entryFetch' | 'bootstrap' | 'mount' | 'ready';

/** Phase colours, mid-tones readable on light and dark backgrounds. */
const COLOURS: Record<Phase, string> = { entryFetch: '#0f6cbd', bootstrap: '#8764b8', mount: '#ca5010', ready: '#107c10' };
const PHASES = Object.keys(COLOURS) as Phase[];
const DAY_S = 86_400;

const useStyles = makeStyles({
  chart: {
    // The few rules of uPlot's style sheet it needs to lay out its layers.
    '& .u-wrap': { position: 'relative', userSelect: 'none' },
    '& .u-over, & .u-under, & canvas': { position: 'absolute' },
    minHeight: '200px',
  },
  legend: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  swatch: { display: 'inline-block', width: '16px', height: '0', marginRight: '4px', verticalAlign: 'middle', borderTopWidth: '2px' },
});

export function AppLoadDayChart({ days, lang, label }: { days: Day[]; lang: Lang; label: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const names: Record<Phase, string> = { entryFetch: t`Entry fetch`, bootstrap: t`Bootstrap`, mount: t`Mount`, ready: t`First content` };

  useEffect(() => {
    const host = box.current;
    if (!host) return undefined;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const locale = lang.replace('_', '-');
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const fg = getComputedStyle(host).color;
        const grid = 'rgba(128, 128, 128, 0.25)';
        const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
        const today = Math.floor(Date.now() / 1000 / DAY_S) * DAY_S;
        const series = PHASES.flatMap((p) =>
          (['p50', 'p95'] as const).map((q) => ({
            label: `${names[p]} ${q}`,
            stroke: COLOURS[p],
            width: 2,
            dash: q === 'p95' ? [6, 4] : undefined,
            points: { show: true, size: 5 },
          })),
        );
        const data = [x, ...PHASES.flatMap((p) => (['p50', 'p95'] as const).map((q) => days.map((d) => d[p][q])))];
        const dayText = (v: number) => new Date(v * 1000).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
        chart = new UPlot(
          {
            width: Math.max(320, host.clientWidth || 640),
            height: 200,
            legend: { show: false },
            cursor: { show: false },
            // The whole week (today, UTC, and the six days before it), however few days have
            // loads: with one day uPlot would otherwise make up a range of years.
            scales: { x: { time: true, range: () => [today - 6.5 * DAY_S, today + 0.5 * DAY_S] } },
            series: [{}, ...series],
            axes: [
              // One tick a day, so no two ticks read the same date.
              { stroke: fg, grid: { stroke: grid }, ticks: { stroke: grid }, incrs: [DAY_S], values: (_u, splits) => splits.map(dayText) },
              { stroke: fg, grid: { stroke: grid }, ticks: { stroke: grid }, label: 'ms' },
            ],
          },
          data as never,
          host,
        );
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // `names` follows `lang`; redrawing on it alone would redraw on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days, lang]);

  return (
    <figure style={{ margin: 0 }} aria-label={label} data-testid="app-load-chart">
      {failed ? <p>{t`The chart could not be loaded.`}</p> : <div ref={box} className={styles.chart} />}
      <figcaption className={styles.legend}>
        {PHASES.map((p) => (
          <span key={p}>
            <span className={styles.swatch} style={{ borderTopStyle: 'solid', borderTopColor: COLOURS[p] }} />
            {names[p]} p50
            <span className={styles.swatch} style={{ borderTopStyle: 'dashed', borderTopColor: COLOURS[p], marginLeft: '8px' }} />
            p95
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
