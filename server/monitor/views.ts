// The two monitor views the shell shows in an iframe (menu `views` URLs). Each is one
// self-contained page: no external resources, inline style and script (the CSP allows both).
// The page connects to the shell through the app bridge (/elements/arcana-app.js, over
// postMessage) for its language and token, and polls the contract endpoints
// /arcana-system/monitor/{health,metrics} with portal.fetch; they check the user's monitor menus.

type ViewName = 'health' | 'metrics';

const STYLE = `
:root { color-scheme: light; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif; color: #242424; }
body { margin: 0; padding: 16px 20px; background: #fafafa; }
h1 { font-size: 18px; font-weight: 600; margin: 0 0 12px; }
.muted { color: #616161; font-size: 12px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }
.card { background: #fff; border: 1px solid #e0e0e0; border-radius: 8px; padding: 12px 14px; }
.card .label { color: #616161; font-size: 12px; }
.card .value { font-size: 18px; font-weight: 600; margin-top: 4px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.framed h1 { display: none; }
table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #e0e0e0; border-radius: 8px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #f0f0f0; font-variant-numeric: tabular-nums; }
th { font-weight: 600; color: #424242; background: #f5f5f5; }
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
  },
  zh_CN: {
    health: '服务健康',
    metrics: '请求指标',
    loading: '加载中…',
    updated: '更新于',
    uptime: '运行时长',
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
    return (d ? d + 'd ' : '') + (d || h ? h + 'h ' : '') + (d || h || m ? m + 'm ' : '') + sec + 's';
  }
  function card(label, value, id) {
    var c = el('div', { 'class': 'card', 'data-testid': id });
    c.appendChild(el('div', { 'class': 'label' }, label));
    c.appendChild(el('div', { 'class': 'value' }, value));
    return c;
  }
  function message(text) { out.replaceChildren(el('div', { 'class': 'error', role: 'alert' }, text)); }
  function renderHealth(d) {
    var g = el('div', { 'class': 'grid' });
    g.append(card(T.uptime, duration(d.uptimeSeconds), 'uptime'), card(T.db, d.dbKind === 'pglite' ? 'PGlite' : 'PostgreSQL', 'db-kind'),
      card(T.node, d.nodeVersion, 'node'), card(T.rss, mb(d.memory.rss), 'rss'),
      card(T.heap, (d.memory.heapUsed / 1048576).toFixed(1) + ' / ' + mb(d.memory.heapTotal), 'heap'), card(T.external, mb(d.memory.external), 'external'),
      card(T.loopMean, d.eventLoopDelay.meanMs + ' ms', 'loop-mean'), card(T.loopP99, d.eventLoopDelay.p99Ms + ' ms', 'loop-p99'),
      card(T.loopMax, d.eventLoopDelay.maxMs + ' ms', 'loop-max'));
    out.replaceChildren(g);
  }
  function renderMetrics(d) {
    var head = el('p', { 'class': 'muted' }, T.total + ' ' + new Date(d.since).toLocaleString(lang.replace('_', '-')) + ' · ' + d.totalRequests);
    if (!d.routes.length) { out.replaceChildren(head, el('p', null, T.empty)); return; }
    var table = el('table', { 'data-testid': 'metrics-table' });
    var tr = el('tr');
    [[T.method], [T.route], [T.count, 1], [T.errors, 1], ['p50 ms', 1], ['p90 ms', 1], ['p99 ms', 1], ['max ms', 1]].forEach(function (c) {
      tr.appendChild(el('th', c[1] ? { 'class': 'num', scope: 'col' } : { scope: 'col' }, c[0]));
    });
    table.appendChild(el('thead')).appendChild(tr);
    var body = table.appendChild(el('tbody'));
    d.routes.forEach(function (r) {
      var row = el('tr');
      row.append(el('td', null, r.method), el('td', null, r.route));
      [r.count, r.errors, r.p50Ms, r.p90Ms, r.p99Ms, r.maxMs].forEach(function (v) { row.appendChild(el('td', { 'class': 'num' }, v)); });
      body.appendChild(row);
    });
    out.replaceChildren(head, table);
  }
  function load() {
    if (!portal || !portal.inPortal) { message(T.noToken); return; }
    portal.fetch('/arcana-system/monitor/' + view)
      .then(function (res) { return res.json().then(function (body) { return { status: res.status, body: body }; }); })
      .then(function (r) {
        if (r.status === 401) { message(T.expired); return; }
        if (r.status === 403) { message(T.forbidden); return; }
        if (!r.body || r.body.code !== 200) { message(T.failed); return; }
        (view === 'health' ? renderHealth : renderMetrics)(r.body.data);
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
      portal.on('lang', function (e) { applyLang(e.lang); load(); });
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
<script>${SCRIPT}</script>
</body>
</html>
`;
}
