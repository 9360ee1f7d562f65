// The app-load monitor page (menu entry `app-load`): per embedded application, p50 and p95 of each
// load phase over the last day or week, the shares of opens that timed out or failed, and heap
// figures, flagged when the p95 heap growth of an open goes over the application's memory budget;
// below the table, a chart per application of its phases per day over the week (uPlot, lazily).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { components } from '../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../api/client.ts';
import { langAtom } from '../../state/lang-state.ts';
import type { Lang } from '../../lib/language.ts';
import { AppLoadDayChart } from './app-load-day-chart.tsx';
import { localName } from '../../lib/local-name.ts';

type LoadWindow = components['schemas']['AppLoadWindow'];
type Percentiles = components['schemas']['PhasePercentiles'];
type WindowName = 'day' | 'week';

const MB = 1024 * 1024;

export const appLoadQuery = {
  queryKey: ['monitor', 'app-loads'] as const,
  queryFn: () => unwrap(api.GET('/monitor/app-loads'), { hideMessage: true }),
  refetchInterval: 30_000,
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px' },
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowX: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, margin: 0 },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  head: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  empty: { padding: '24px', color: tokens.colorNeutralForeground3, textAlign: 'center' },
  app: { display: 'flex', flexDirection: 'column', gap: '4px', alignItems: 'flex-start' },
  // Wide enough for every column's heading on one or two lines; the panel scrolls sideways.
  table: { minWidth: '1180px' },
  chartsTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: '8px 0 0' },
  chartTitle: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: '8px 12px 4px' },
  stacked: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', width: '100%' },
  unit: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightRegular,
  },
});

const pair = (p: Percentiles) => (p.count ? `${p.p50 ?? '–'} / ${p.p95 ?? '–'}` : '–');
const percent = (share: number, lang: Lang) =>
  new Intl.NumberFormat(lang.replace('_', '-'), { style: 'percent', maximumFractionDigits: 1 }).format(share);
const megabytes = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '–' : `${(bytes / MB).toFixed(1)} MB`);

export function AppLoadView() {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const [windowName, setWindowName] = useState<WindowName>('day');
  const query = useQuery(appLoadQuery);

  if (query.isPending) return <Spinner label={t`Loading…`} />;
  if (query.isError)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message || t`Could not load the data.`}</MessageBarBody>
      </MessageBar>
    );
  const summary = query.data;
  const rows = summary.apps.filter((a) => a[windowName].opens > 0);
  const phaseHead = (label: string) => (
    <TableHeaderCell className={`${styles.head} ${styles.num}`}>
      <div className={styles.stacked}>
        <span>{label}</span>
        <span className={styles.unit}>p50 / p95 ms</span>
      </div>
    </TableHeaderCell>
  );
  return (
    <div className={styles.root} data-testid="app-load-view">
      <TabList selectedValue={windowName} onTabSelect={(_e, d) => setWindowName(d.value as WindowName)} size="small">
        <Tab value="day">{t`Last 24 hours`}</Tab>
        <Tab value="week">{t`Last 7 days`}</Tab>
      </TabList>
      <p className={styles.muted}>
        {t`Each open of an embedded application in the portal, as the users' browsers measured it. Entry fetch: waiting for the application's page; bootstrap: until it started; mount: its mount function; first content: until it reported ready. Heap figures come from Chromium-based browsers only. Records are kept ${summary.retentionDays} days.`}
      </p>
      <div className={styles.panel}>
        {rows.length === 0 ? (
          <div className={styles.empty} data-testid="app-load-empty">
            {windowName === 'day' ? t`No application was opened in the last 24 hours.` : t`No application was opened in the last 7 days.`}
          </div>
        ) : (
          <Table className={styles.table} size="small" aria-label={t`Application load`} data-testid="app-load-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.head}>{t`Application`}</TableHeaderCell>
                <TableHeaderCell className={`${styles.head} ${styles.num}`}>{t`Opens (prefetched)`}</TableHeaderCell>
                {phaseHead(t`Entry fetch`)}
                {phaseHead(t`Bootstrap`)}
                {phaseHead(t`Mount`)}
                {phaseHead(t`First content`)}
                <TableHeaderCell className={`${styles.head} ${styles.num}`}>{t`Time-outs`}</TableHeaderCell>
                <TableHeaderCell className={`${styles.head} ${styles.num}`}>{t`Load errors`}</TableHeaderCell>
                <TableHeaderCell className={`${styles.head} ${styles.num}`}>{t`Heap once loaded (median)`}</TableHeaderCell>
                <TableHeaderCell className={`${styles.head} ${styles.num}`}>{t`Heap growth p95 / budget`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((app) => {
                const w: LoadWindow = app[windowName];
                return (
                  <TableRow key={app.code} data-app={app.code}>
                    <TableCell>
                      <div className={styles.app}>
                        <span>{localName(app, lang)}</span>
                        {w.overBudget ? (
                          <Badge color="danger" appearance="tint" data-testid="over-budget">
                            {t`Over memory budget`}
                          </Badge>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell className={styles.num}>{`${w.opens} (${w.prefetchedOpens})`}</TableCell>
                    <TableCell className={styles.num} data-phase="entryFetch">
                      {pair(w.entryFetch)}
                    </TableCell>
                    <TableCell className={styles.num} data-phase="bootstrap">
                      {pair(w.bootstrap)}
                    </TableCell>
                    <TableCell className={styles.num} data-phase="mount">
                      {pair(w.mount)}
                    </TableCell>
                    <TableCell className={styles.num} data-phase="ready">
                      {pair(w.ready)}
                    </TableCell>
                    <TableCell className={styles.num}>{percent(w.timeoutShare, lang)}</TableCell>
                    <TableCell className={styles.num}>{percent(w.errorShare, lang)}</TableCell>
                    <TableCell className={styles.num}>{megabytes(w.heapAfterP50)}</TableCell>
                    <TableCell className={styles.num}>{`${megabytes(w.heapGrowthP95)} / ${app.memoryBudgetMb} MB`}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </div>
      {summary.apps.some((a) => a.days.length) ? (
        <section className={styles.root} data-testid="app-load-days">
          <h2 className={styles.chartsTitle}>{t`Load phases per day, last 7 days (p50 solid, p95 dashed, ms)`}</h2>
          {summary.apps
            .filter((a) => a.days.length)
            .map((app) => (
              <div key={app.code} className={styles.panel} data-app={app.code}>
                <h3 className={styles.chartTitle}>{localName(app, lang)}</h3>
                <AppLoadDayChart days={app.days} lang={lang} label={localName(app, lang)} />
              </div>
            ))}
        </section>
      ) : null}
    </div>
  );
}
