// Props demo: shows what the Arcana shell hands an embedded application, through the app bridge
// (/elements/arcana-app.js): the user, language, permissions and token, the shell's events, and
// each call (portal.fetch, notify, confirm, setDirty, navigate). Plain script, no build step: the
// bridge is loaded with import(). Opened on its own it runs standalone (portal.inPortal false).
(function () {
  'use strict';

  var TEXTS = {
    en_US: {
      hello: 'Hello',
      comma: ', ',
      subtitle: 'This application shows what the portal shell hands it.',
      standalone: 'Running outside the portal shell: no props or events are received.',
      user: 'User',
      lang: 'Language',
      token: 'Token',
      permissions: 'Button permissions',
      none: '(none)',
      noToken: '(no token)',
      signedOut: '(signed out)',
      events: 'Events received',
      fetch: 'Call the platform',
      notify: 'Show a notice',
      notice: 'Saved in the props demo',
      noticeBody: 'Shown by the shell, as text: <b>not bold</b>',
      confirm: 'Ask to confirm',
      confirmTitle: 'Delete the draft?',
      confirmBody: 'The props demo asks the shell for a confirmation.',
      dirty: 'Unsaved changes',
      home: 'Go home',
      other: 'Open the elements demo',
      result: 'Result',
    },
    zh_CN: {
      hello: '你好',
      comma: '，',
      subtitle: '此应用展示门户外壳传给它的内容。',
      standalone: '当前在门户外独立运行：不会收到属性和事件。',
      user: '用户',
      lang: '语言',
      token: '令牌',
      permissions: '按钮权限',
      none: '（无）',
      noToken: '（无令牌）',
      signedOut: '（已退出）',
      events: '收到的事件',
      fetch: '调用平台接口',
      notify: '显示通知',
      notice: '属性演示已保存',
      noticeBody: '由外壳以纯文本显示：<b>不是粗体</b>',
      confirm: '请求确认',
      confirmTitle: '删除草稿？',
      confirmBody: '属性演示请外壳弹出确认框。',
      dirty: '有未保存的更改',
      home: '回到首页',
      other: '打开组件演示',
      result: '结果',
    },
  };

  var portal = null;
  var mounts = 0;
  var state = { token: null, signedOut: false, events: [], result: '', dirty: false };

  /** Never shows a whole token: the first and last four characters are enough to see it change. */
  function mask(token) {
    if (!token) return null;
    return token.length <= 10 ? '•••' : token.slice(0, 4) + '…' + token.slice(-4);
  }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      e.setAttribute(k, attrs[k]);
    });
    if (text != null) e.textContent = text;
    return e;
  }

  function button(testid, label, onClick) {
    var b = el('button', { type: 'button', 'data-testid': testid }, label);
    b.addEventListener('click', onClick);
    return b;
  }

  function show(result) {
    state.result = result;
    render();
  }

  function render() {
    var root = document.getElementById('props-demo-root');
    if (!root || !portal) return;
    var T = TEXTS[portal.lang] || TEXTS.en_US;
    if (portal.theme && portal.theme.brand) root.style.setProperty('--props-demo-accent', portal.theme.brand);
    var user = portal.user;
    var ready = el('section', { 'data-testid': 'app-ready', lang: portal.lang === 'en_US' ? 'en' : 'zh-CN' });
    ready.appendChild(el('h1', { 'data-testid': 'props-hello' }, T.hello + (user ? T.comma + (user.realName || user.username) : '')));
    ready.appendChild(el('p', null, T.subtitle));
    if (!portal.inPortal) ready.appendChild(el('p', { class: 'notice', role: 'status', 'data-testid': 'props-standalone' }, T.standalone));

    var dl = el('dl');
    function row(label, testid, value) {
      dl.appendChild(el('dt', null, label));
      var dd = el('dd', { 'data-testid': testid });
      if (typeof value === 'string') dd.textContent = value;
      else dd.appendChild(value);
      dl.appendChild(dd);
    }
    row(T.user, 'props-user', user ? (user.realName || user.username) + ' (' + user.username + ')' : T.none);
    row(T.lang, 'props-lang', portal.lang);
    row(T.token, 'props-token', state.signedOut ? T.signedOut : mask(state.token) || T.noToken);
    var perms = document.createDocumentFragment();
    if (!portal.permissions.length) perms.appendChild(document.createTextNode(T.none));
    portal.permissions.forEach(function (code) {
      perms.appendChild(el('code', null, code));
    });
    row(T.permissions, 'props-permissions', perms);
    row(T.result, 'bridge-result', state.result);
    ready.appendChild(dl);

    var actions = el('p', { class: 'actions' });
    actions.appendChild(
      button('bridge-fetch', T.fetch, function () {
        portal.fetch('/arcana-system/system/user/current/profile').then(
          function (res) {
            show('fetch ' + res.status);
          },
          function (e) {
            show('fetch failed: ' + e.message);
          },
        );
      }),
    );
    actions.appendChild(
      button('bridge-notify', T.notify, function () {
        portal.notify({ intent: 'success', title: T.notice, body: T.noticeBody });
      }),
    );
    actions.appendChild(
      button('bridge-confirm', T.confirm, function () {
        portal.confirm({ title: T.confirmTitle, body: T.confirmBody, danger: true }).then(function (ok) {
          show('confirm ' + ok);
        });
      }),
    );
    actions.appendChild(
      button('bridge-home', T.home, function () {
        portal.navigate('/home');
      }),
    );
    actions.appendChild(
      button('bridge-other-app', T.other, function () {
        portal.navigate('/passportal/elements-demo');
      }),
    );
    var dirty = el('label');
    var box = el('input', { type: 'checkbox', 'data-testid': 'bridge-dirty' });
    box.checked = state.dirty;
    box.addEventListener('change', function () {
      state.dirty = box.checked;
      portal.setDirty(box.checked);
    });
    dirty.appendChild(box);
    dirty.appendChild(document.createTextNode(' ' + T.dirty));
    actions.appendChild(dirty);
    ready.appendChild(actions);

    if (state.events.length) {
      ready.appendChild(el('h2', { style: 'font-size:14px;margin:12px 0 4px' }, T.events));
      var log = el('ol', { class: 'log', 'data-testid': 'props-events' });
      state.events.forEach(function (name) {
        log.appendChild(el('li', null, name));
      });
      ready.appendChild(log);
    }
    root.replaceChildren(ready);
  }

  function note(name) {
    state.events.push(name);
    if (state.events.length > 10) state.events.shift();
    render();
  }

  function showToken() {
    return portal.getToken().then(function (token) {
      state.token = token;
      render();
    });
  }

  // The bridge is served by the portal; an application on another origin imports it by the
  // portal's full address (or ships a copy). Imported once, when the script runs (the shell's
  // prefetch runs it ahead of the first open): a mount that called import() itself would wait
  // for a task of the browser's even with the module loaded, behind the shell's frame and work,
  // and its first content came a frame or two later.
  var bridgeLoad = null;
  function loadBridge() {
    bridgeLoad =
      bridgeLoad ||
      import('/elements/arcana-app.js').catch(function (e) {
        bridgeLoad = null; // the next mount tries again
        throw e;
      });
    return bridgeLoad;
  }
  loadBridge().catch(function () {
    /* reported by the mount that needs it */
  });

  function mount() {
    var mine = ++mounts;
    state = { token: null, signedOut: false, events: [], result: '', dirty: false };
    loadBridge()
      .then(function (bridge) {
        return bridge.connectPortal();
      })
      .then(function (connected) {
        if (mine !== mounts) return connected.dispose(); // unmounted meanwhile
        portal = connected;
        portal.on('lang', function () {
          note('language-changed');
        });
        portal.on('permissions', function () {
          note('permissions-changed');
        });
        portal.on('token', function () {
          showToken();
          note('token-refreshed');
        });
        portal.on('logout', function () {
          state.signedOut = true;
          note('logout');
        });
        render();
        return showToken().then(function () {
          // Tells the shell that the first content is on screen (its loading indicator stops).
          portal.ready();
        });
      });
  }

  function unmount() {
    mounts++;
    // The shell disposes the connection by itself; this only drops our reference.
    if (portal) portal.dispose();
    portal = null;
    var root = document.getElementById('props-demo-root');
    if (root) root.replaceChildren();
  }

  if (window.__POWERED_BY_WUJIE__) {
    window.__WUJIE_MOUNT = mount;
    window.__WUJIE_UNMOUNT = unmount;
  } else {
    mount();
  }
})();
