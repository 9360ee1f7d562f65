// The two monitor views the shell shows in an iframe (menu `views` URLs). Each is one page with
// inline style and script (the CSP allows both); the request-metrics view also loads uPlot and
// its chart code from this server (view-routes.ts), the health view loads nothing else. The page
// connects to the shell through the app bridge (/elements/arcana-app.js, over postMessage) for
// its language and token, and polls the contract endpoints
// /arcana-system/monitor/{health,metrics,processes} with portal.fetch; they check the user's
// monitor menus. Both list every process on the database (heartbeats); colours follow the
// shell's light or dark mode (the bridge's theme) inside the portal, the system's outside it.

import { VIEW_ASSETS } from './view-charts.ts';

type ViewName = 'health' | 'metrics';

/** uPlot and the chart code, on the request-metrics view only (served by view-routes.ts). */
const CHART_ASSETS = `<link rel="stylesheet" href="${VIEW_ASSETS}/uplot.css">
<script src="${VIEW_ASSETS}/uplot.js"></script>
<script src="${VIEW_ASSETS}/charts.js"></script>
`;

/** Dark colours: the shell's mode when framed (data-mode from the bridge), else the system's. */
const DARK = `--fg: #e8e8e8; --muted: #adadad; --bg: #1f1f1f; --card: #292929; --line: #3d3d3d; --soft: #333; --head: #2e2e2e; --th: #d6d6d6;
  --up: #54b054; --draining: #f7a063; color-scheme: dark;`;

const STYLE = `
:root { color-scheme: light; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif;
  --fg: #242424; --muted: #616161; --bg: #fafafa; --card: #fff; --line: #e0e0e0; --soft: #f0f0f0; --head: #f5f5f5; --th: #424242;
  --up: #0e700e; --draining: #bc4b09; color: var(--fg); }
@media (prefers-color-scheme: dark) { :root:not([data-mode=light]) { ${DARK} } }
:root[data-mode=dark] { ${DARK} }
body { margin: 0; padding: 16px 20px; background: var(--bg); }
h2 { font-size: 15px; font-weight: 600; margin: 20px 0 8px; }
.state-up { color: var(--up); } .state-draining { color: var(--draining); } .state-gone { color: var(--muted); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 12px; }
.chart { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px; min-height: 220px; }
.chart h3 { font-size: 13px; font-weight: 600; margin: 0 0 4px; }
.window button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); background: var(--card); color: var(--fg); border-radius: 4px; cursor: pointer; }
.window button[aria-pressed="true"] { background: var(--head); font-weight: 600; }
h1 { font-size: 18px; font-weight: 600; margin: 0 0 12px; }
.muted { color: var(--muted); font-size: 12px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; }
.card .label { color: var(--muted); font-size: 12px; }
.card .value { font-size: 18px; font-weight: 600; margin-top: 4px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.framed h1 { display: none; }
table { border-collapse: collapse; width: 100%; background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--soft); font-variant-numeric: tabular-nums; }
th { font-weight: 600; color: var(--th); background: var(--head); }
td.num, th.num { text-align: right; }
.error { background: #fdf3f4; border: 1px solid #eeacb2; color: #751d1f; border-radius: 8px; padding: 10px 12px; }
`;

const TEXTS = {
  en_US: {
    health: 'Service health',
    metrics: 'Request metrics',
    loading: 'Loading…',
    updated: 'Updated',
    uptime: 'Uptime',
    // The uptime's units: the Chinese view showed "2m 24s".
    units: ['d', 'h', 'm', 's'],
    db: 'Database',
    node: 'Node.js',
    rss: 'Resident memory',
    heap: 'Heap used / total',
    external: 'External memory',
    loopMean: 'Event-loop delay (mean)',
    loopP99: 'Event-loop delay (p99)',
    loopMax: 'Event-loop delay (max)',
    method: 'Method',
    route: 'Route',
    count: 'Requests',
    errors: 'Errors',
    total: 'Requests since',
    empty: 'No requests recorded yet.',
    noToken: 'Not signed in: open this view from the portal.',
    expired: 'Your session has expired. Reload the portal.',
    forbidden: 'You do not have permission to view this.',
    failed: 'Could not load the data. Retrying…',
    processes: 'Server processes',
    process: 'Process',
    state: 'State',
    up: 'Up',
    draining: 'Draining',
    gone: 'Gone',
    self: 'this view',
    started: 'Started',
    lastBeat: 'Last heartbeat',
    heapUsed: 'Heap used',
    loopP99Short: 'Loop delay p99',
    requests: 'Requests',
    p95: 'p95 ms (last interval)',
    routes: 'Routes of the process that answered',
    charts: 'Per process',
    lastHour: 'Last hour',
    lastDay: 'Last day',
    time: 'Time',
    rate: 'Requests per minute',
    errorRate: 'Error rate (%)',
    latency: 'Latency p95 (ms)',
    noSamples: 'No heartbeats in this window yet.',
  },
  zh_CN: {
    health: '服务健康',
    metrics: '请求指标',
    loading: '加载中…',
    updated: '更新于',
    uptime: '运行时长',
    units: [' 天', ' 小时', ' 分', ' 秒'],
    db: '数据库',
    node: 'Node.js',
    rss: '常驻内存',
    heap: '堆内存 已用 / 总计',
    external: '外部内存',
    loopMean: '事件循环延迟（平均）',
    loopP99: '事件循环延迟（p99）',
    loopMax: '事件循环延迟（最大）',
    method: '方法',
    route: '路由',
    count: '请求数',
    errors: '错误数',
    total: '统计起始',
    empty: '暂无请求记录。',
    noToken: '未登录：请从门户中打开此页面。',
    expired: '登录已过期，请刷新门户。',
    forbidden: '您没有查看此页面的权限。',
    failed: '数据加载失败，正在重试…',
    processes: '服务进程',
    process: '进程',
    state: '状态',
    up: '运行中',
    draining: '正在停止',
    gone: '已离线',
    self: '当前页面',
    started: '启动于',
    lastBeat: '最近心跳',
    heapUsed: '堆内存已用',
    loopP99Short: '事件循环延迟 p99',
    requests: '请求数',
    p95: 'p95 毫秒（最近一个周期）',
    routes: '应答本页的进程的各路由',
    charts: '各进程',
    lastHour: '最近一小时',
    lastDay: '最近一天',
    time: '时间',
    rate: '每分钟请求数',
    errorRate: '错误率（%）',
    latency: '延迟 p95（毫秒）',
    noSamples: '此时间段内还没有心跳。',
  },
};

/** Runs in the browser; kept as plain ES2020 without dependencies. */
const SCRIPT = String.raw`
(function () {
  var view = document.body.getAttribute('data-view');
  var TEXTS = JSON.parse(document.getElementById('texts').textContent);
  var portal = null;
  var lang = /en/i.test(navigator.language || '') ? 'en_US' : 'zh_CN';
  var T = TEXTS[lang];
  function applyLang(next) {
    lang = next === 'en_US' || next === 'zh_CN' ? next : lang;
    T = TEXTS[lang];
    document.documentElement.lang = lang === 'en_US' ? 'en' : 'zh-CN';
    document.title = T[view];
    document.getElementById('title').textContent = T[view];
  }
  applyLang(lang);
  // Framed, the view takes the shell's light or dark mode; opened alone, the system's.
  function applyMode(theme) {
    var mode = theme && (theme.mode === 'dark' || theme.mode === 'light') ? theme.mode : null;
    if (mode && window.self !== window.top) document.documentElement.setAttribute('data-mode', mode);
  }
  // Inside the shell's iframe the shell already shows the title.
  if (window.self !== window.top) document.body.classList.add('framed');
  var out = document.getElementById('content');
  var stamp = document.getElementById('stamp');
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = String(text);
    return e;
  }
  function mb(b) { return (b / 1048576).toFixed(1) + ' MB'; }
  function duration(s) {
    var d = Math.floor(s / 86400), h = Math.floor(s % 86400 / 3600), m = Math.floor(s % 3600 / 60), sec = s % 60;
    var u = T.units;
    return (d ? d + u[0] + ' ' : '') + (d || h ? h + u[1] + ' ' : '') + (d || h || m ? m + u[2] + ' ' : '') + sec + u[3];
  }
  function card(label, value, id) {
    var c = el('div', { 'class': 'card', 'data-testid': id });
    c.appendChild(el('div', { 'class': 'label' }, label));
    c.appendChild(el('div', { 'class': 'value' }, value));
    return c;
  }
  function message(text) { out.replaceChildren(el('div', { 'class': 'error', role: 'alert' }, text)); }
  function processTable(list, columns) {
    var table = el('table', { 'data-testid': 'process-table' });
    var tr = el('tr');
    [[T.process], [T.state]].concat(columns.map(function (c) { return [c[0], 1]; })).forEach(function (c) {
      tr.appendChild(el('th', c[1] ? { 'class': 'num', scope: 'col' } : { scope: 'col' }, c[0]));
    });
    table.appendChild(el('thead')).appendChild(tr);
    var body = table.appendChild(el('tbody'));
    list.forEach(function (p) {
      var row = el('tr', { 'data-state': p.state });
      row.appendChild(el('td', null, p.host + ':' + p.pid + (p.self ? ' (' + T.self + ')' : '')));
      row.appendChild(el('td', { 'class': 'state-' + p.state }, T[p.state]));
      columns.forEach(function (c) { row.appendChild(el('td', { 'class': 'num' }, c[1](p))); });
      body.appendChild(row);
    });
    return table;
  }
  // The portal's one date format (src/lib/date-format.ts), local time: toLocaleString gave
  // "2026/11/26 22:32:09" in Chinese beside the shell's "2026-11-26 22:32:09".
  function when(iso) {
    var t = new Date(iso), p = function (n) { return String(n).padStart(2, '0'); };
    return t.getFullYear() + '-' + p(t.getMonth() + 1) + '-' + p(t.getDate()) + ' ' + p(t.getHours()) + ':' + p(t.getMinutes()) + ':' + p(t.getSeconds());
  }
  // Functions, not arrays: the headers read T when drawn, so a language switch retitles them.
  function healthColumns() { return [
    [T.started, function (p) { return when(p.startedAt); }], [T.lastBeat, function (p) { return when(p.lastBeatAt); }],
    [T.rss, function (p) { return mb(p.rss); }], [T.heapUsed, function (p) { return mb(p.heapUsed); }],
    [T.loopP99Short, function (p) { return p.loopP99Ms + ' ms'; }]]; }
  function metricColumns() { return [
    [T.requests, function (p) { return p.requests; }], [T.errors, function (p) { return p.errors; }],
    [T.p95, function (p) { return p.p95Ms; }], [T.lastBeat, function (p) { return when(p.lastBeatAt); }]]; }
  function processSection(procs, columns) {
    return [el('h2', null, T.processes), processTable(procs.processes, columns)];
  }
  function renderHealth(d, procs) {
    var g = el('div', { 'class': 'grid' });
    g.append(card(T.uptime, duration(d.uptimeSeconds), 'uptime'), card(T.db, d.dbKind === 'pglite' ? 'PGlite' : 'PostgreSQL', 'db-kind'),
      card(T.node, d.nodeVersion, 'node'), card(T.rss, mb(d.memory.rss), 'rss'),
      card(T.heap, (d.memory.heapUsed / 1048576).toFixed(1) + ' / ' + mb(d.memory.heapTotal), 'heap'), card(T.external, mb(d.memory.external), 'external'),
      card(T.loopMean, d.eventLoopDelay.meanMs + ' ms', 'loop-mean'), card(T.loopP99, d.eventLoopDelay.p99Ms + ' ms', 'loop-p99'),
      card(T.loopMax, d.eventLoopDelay.maxMs + ' ms', 'loop-max'));
    out.replaceChildren.apply(out, [g].concat(processSection(procs, healthColumns())));
  }
  var chartWindow = 'hour';
  function renderMetrics(d, procs) {
    var picker = el('p', { 'class': 'window', role: 'group' });
    [['hour', T.lastHour], ['day', T.lastDay]].forEach(function (w) {
      var b = el('button', { type: 'button', 'aria-pressed': String(chartWindow === w[0]), 'data-window': w[0] }, w[1]);
      b.addEventListener('click', function () { chartWindow = w[0]; load(); });
      picker.appendChild(b);
    });
    var charts = el('div', { 'class': 'charts', 'data-testid': 'process-charts' });
    var before = [].concat(processSection(procs, metricColumns()), [el('h2', null, T.charts), picker, charts, el('h2', null, T.routes)]);
    var head = el('p', { 'class': 'muted' }, T.total + ' ' + when(d.since) + ' · ' + d.totalRequests);
    function draw() { window.ArcanaCharts.draw(charts, procs, T, lang, chartWindow); }
    if (!d.routes.length) { out.replaceChildren.apply(out, before.concat([head, el('p', null, T.empty)])); draw(); return; }
    var table = el('table', { 'data-testid': 'metrics-table' });
    var tr = el('tr');
    [[T.method], [T.route], [T.count, 1], [T.errors, 1], ['p50 ms', 1], ['p90 ms', 1], ['p99 ms', 1]].forEach(function (c) {
      tr.appendChild(el('th', c[1] ? { 'class': 'num', scope: 'col' } : { scope: 'col' }, c[0]));
    });
    table.appendChild(el('thead')).appendChild(tr);
    var body = table.appendChild(el('tbody'));
    d.routes.forEach(function (r) {
      var row = el('tr');
      row.append(el('td', null, r.method), el('td', null, r.route));
      [r.count, r.errors, r.p50Ms, r.p90Ms, r.p99Ms].forEach(function (v) { row.appendChild(el('td', { 'class': 'num' }, v)); });
      body.appendChild(row);
    });
    out.replaceChildren.apply(out, before.concat([head, table]));
    draw();
  }
  function load() {
    if (!portal || !portal.inPortal) { message(T.noToken); return; }
    function get(path) {
      return portal.fetch('/arcana-system/monitor/' + path)
        .then(function (res) { return res.json().then(function (body) { return { status: res.status, body: body }; }); });
    }
    Promise.all([get(view), get('processes?window=' + (view === 'metrics' ? chartWindow : 'hour'))])
      .then(function (both) {
        var r = both[0].status !== 200 ? both[0] : both[1];
        if (r.status === 401) { message(T.expired); return; }
        if (r.status === 403) { message(T.forbidden); return; }
        if (!both[0].body || both[0].body.code !== 200 || !both[1].body || both[1].body.code !== 200) { message(T.failed); return; }
        (view === 'health' ? renderHealth : renderMetrics)(both[0].body.data, both[1].body.data);
        stamp.textContent = T.updated + ' ' + new Date().toLocaleTimeString(lang.replace('_', '-'));
      })
      .catch(function () { message(T.failed); });
  }
  out.textContent = T.loading;
  import('/elements/arcana-app.js')
    .then(function (bridge) { return bridge.connectPortal(); })
    .then(function (connected) {
      portal = connected;
      applyLang(portal.lang);
      applyMode(portal.theme);
      portal.on('lang', function (e) { applyLang(e.lang); load(); });
      // Charts read their colours when drawn: redraw in the new mode.
      portal.on('theme', function (e) { applyMode(e.theme); load(); });
      load();
      setInterval(load, 5000);
    }, function () { message(T.noToken); });
})();
`;

export function monitorViewHtml(view: ViewName): string {
  // JSON inside a <script type="application/json">: "<" escaped so no text can close the tag.
  const texts = JSON.stringify(TEXTS).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view === 'health' ? TEXTS.en_US.health : TEXTS.en_US.metrics}</title>
<style>${STYLE}</style>
</head>
<body data-view="${view}">
<h1 id="title"></h1>
<p class="muted" id="stamp" aria-live="polite"></p>
<main id="content" data-testid="monitor-${view}"></main>
<script type="application/json" id="texts">${texts}</script>
${view === 'metrics' ? CHART_ASSETS : ''}<script>${SCRIPT}</script>
</body>
</html>
`;
}
