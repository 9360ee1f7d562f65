// The request-metrics view's charts: request rate, error rate and p95 latency per process over the
// last hour or day, drawn with uPlot (about 22 KiB gzip, no dependencies), which only that view
// loads (views.ts). The files are served from the installed package by view-routes.ts; the chart
// code below runs in the browser, plain ES2020, and takes its texts and colours from the page
// (interface language, light or dark mode).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const VIEW_ASSETS = '/arcana-system/monitor/views/assets';

const require = createRequire(import.meta.url);
/** uPlot's browser build (a global `uPlot`) and its style sheet, read once on first use. */
export const uplotFile = (name: 'uPlot.iife.min.js' | 'uPlot.min.css') => readFileSync(require.resolve(`uplot/dist/${name}`), 'utf8');

export const CHARTS_JS = String.raw`
(function () {
  var PALETTE = ['#0f6cbd', '#c50f1f', '#107c10', '#8764b8', '#ca5010', '#038387', '#986f0b', '#e3008c'];
  var drawn = [];
  function css(name) { return getComputedStyle(document.documentElement).getPropertyValue(name).trim(); }
  function seconds(iso) { return Date.parse(iso) / 1000; }
  var SPAN = { hour: 3600, day: 86400 };
  function draw(container, procs, T, lang, range) {
    drawn.forEach(function (c) { c.destroy(); });
    drawn = [];
    var locale = lang.replace('_', '-');
    var step = procs.stepSeconds;
    var times = {};
    procs.series.forEach(function (s) { s.points.forEach(function (p) { times[seconds(p.at)] = true; }); });
    var x = Object.keys(times).map(Number).sort(function (a, b) { return a - b; });
    if (!x.length) {
      var none = document.createElement('p');
      none.className = 'muted';
      none.textContent = T.noSamples;
      container.replaceChildren(none);
      return;
    }
    var names = {};
    procs.processes.forEach(function (p) { names[p.id] = p.host + ':' + p.pid; });
    function column(series, pick) {
      var at = {};
      series.points.forEach(function (p) { at[seconds(p.at)] = pick(p); });
      return x.map(function (t) { return t in at ? at[t] : null; });
    }
    var kinds = [
      ['rate', T.rate, function (p) { return Math.round((p.requests / step) * 60 * 100) / 100; }],
      ['errors', T.errorRate, function (p) { return p.requests ? Math.round((p.errors / p.requests) * 10000) / 100 : null; }],
      ['latency', T.latency, function (p) { return p.requests ? p.p95Ms : null; }],
    ];
    var fg = css('--fg') || '#242424';
    var grid = css('--soft') || '#f0f0f0';
    var wide = container.clientWidth > 760;
    var width = Math.max(300, Math.floor((container.clientWidth || 720) / (wide ? 2 : 1)) - 28);
    // Labels as fine as the ticks' spacing (uPlot's fifth argument), so no two ticks read alike.
    var axisTime = function (u, splits, axis, space, incr) {
      var fmt = incr < 60 ? { hour: '2-digit', minute: '2-digit', second: '2-digit' } : { hour: '2-digit', minute: '2-digit' };
      return splits.map(function (v) { return new Date(v * 1000).toLocaleTimeString(locale, fmt); });
    };
    // The whole window on the x axis, whatever part of it has samples.
    var now = Date.now() / 1000;
    var span = SPAN[range] || SPAN.hour;
    container.replaceChildren();
    kinds.forEach(function (k) {
      var box = document.createElement('div');
      box.className = 'chart';
      box.setAttribute('data-testid', 'chart-' + k[0]);
      var title = document.createElement('h3');
      title.textContent = k[1];
      box.appendChild(title);
      container.appendChild(box);
      var series = [{ label: T.time, value: function (u, v) { return v == null ? '' : new Date(v * 1000).toLocaleString(locale); } }];
      procs.series.forEach(function (s, i) {
        series.push({ label: names[s.processId] || s.processId, stroke: PALETTE[i % PALETTE.length], width: 2, points: { show: x.length < 3 } });
      });
      var opts = {
        width: width,
        height: 180,
        series: series,
        scales: { x: { time: true, range: function () { return [now - span, now]; } } },
        axes: [
          // 80 px between time ticks: room for '06:00 PM' and '下午06:00'.
          { stroke: fg, grid: { stroke: grid }, ticks: { stroke: grid }, values: axisTime, space: 80 },
          { stroke: fg, grid: { stroke: grid }, ticks: { stroke: grid } },
        ],
      };
      drawn.push(new uPlot(opts, [x].concat(procs.series.map(function (s) { return column(s, k[2]); })), box));
    });
  }
  window.ArcanaCharts = { draw: draw };
})();
`;
