// Props demo: shows what the Arcana shell hands an embedded application through wujie
// (window.$wujie.props) and follows the shell's bus events. Plain script, no build step.
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
    },
  };

  // Read on every use: wujie may hand a new $wujie object when it mounts the app again.
  function shell() {
    return window.$wujie;
  }
  var state = { token: null, lang: 'en_US', user: null, permissions: [], accent: '', signedOut: false, events: [] };

  function readProps() {
    var p = (shell() && shell().props) || {};
    state.token = p.token || null;
    state.lang = p.lang === 'zh_CN' ? 'zh_CN' : p.lang === 'en_US' ? 'en_US' : guessLang();
    state.user = p.user || null;
    state.permissions = codesOf(p.buttonPermissions);
    state.accent = (p.platformConfig && p.platformConfig.style) || '';
    state.signedOut = false;
  }

  function guessLang() {
    return /en/i.test(navigator.language || '') ? 'en_US' : 'zh_CN';
  }

  function codesOf(list) {
    if (!Array.isArray(list)) return [];
    return list
      .map(function (p) {
        return typeof p === 'string' ? p : p && p.code;
      })
      .filter(Boolean);
  }

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

  function render() {
    var root = document.getElementById('props-demo-root');
    if (!root) return;
    var T = TEXTS[state.lang];
    if (state.accent) root.style.setProperty('--props-demo-accent', state.accent);
    var ready = el('section', { 'data-testid': 'app-ready', lang: state.lang === 'en_US' ? 'en' : 'zh-CN' });
    ready.appendChild(
      el('h1', { 'data-testid': 'props-hello' }, T.hello + (state.user ? T.comma + (state.user.realName || state.user.username) : '')),
    );
    ready.appendChild(el('p', null, T.subtitle));
    if (!shell()) ready.appendChild(el('p', { class: 'notice', role: 'status', 'data-testid': 'props-standalone' }, T.standalone));

    var dl = el('dl');
    function row(label, testid, value) {
      dl.appendChild(el('dt', null, label));
      var dd = el('dd', { 'data-testid': testid });
      if (typeof value === 'string') dd.textContent = value;
      else dd.appendChild(value);
      dl.appendChild(dd);
    }
    row(T.user, 'props-user', state.user ? (state.user.realName || state.user.username) + ' (' + state.user.username + ')' : T.none);
    row(T.lang, 'props-lang', state.lang);
    row(T.token, 'props-token', state.signedOut ? T.signedOut : mask(state.token) || T.noToken);
    var perms = document.createDocumentFragment();
    if (!state.permissions.length) perms.appendChild(document.createTextNode(T.none));
    state.permissions.forEach(function (code) {
      perms.appendChild(el('code', null, code));
    });
    row(T.permissions, 'props-permissions', perms);
    ready.appendChild(dl);

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
  }

  // Payloads are objects ({token}, {lang}, {buttonPermissions}); bare values are accepted too.
  var handlers = {
    'token-refreshed': function (payload) {
      state.token = (payload && typeof payload === 'object' ? payload.token : payload) || null;
      state.signedOut = false;
      note('token-refreshed');
      render();
    },
    'language-changed': function (payload) {
      var lang = payload && typeof payload === 'object' ? payload.lang : payload;
      if (lang === 'en_US' || lang === 'zh_CN') state.lang = lang;
      note('language-changed');
      render();
    },
    logout: function () {
      state.token = null;
      state.signedOut = true;
      note('logout');
      render();
    },
    'permissions-changed': function (payload) {
      state.permissions = codesOf(payload && !Array.isArray(payload) ? payload.buttonPermissions : payload);
      note('permissions-changed');
      render();
    },
  };

  function mount() {
    readProps();
    state.events = [];
    render();
    var bus = shell() && shell().bus;
    if (bus) {
      Object.keys(handlers).forEach(function (name) {
        bus.$on(name, handlers[name]);
      });
      // Tells the shell that the first content is on screen (its loading indicator stops).
      bus.$emit('app-ready', { app: 'props-demo' });
    }
  }

  function unmount() {
    var bus = shell() && shell().bus;
    if (bus)
      Object.keys(handlers).forEach(function (name) {
        bus.$off(name, handlers[name]);
      });
    var root = document.getElementById('props-demo-root');
    if (root) root.replaceChildren();
  }

  if (window.__POWERED_BY_WUJIE__) {
    // wujie calls these on every activation and switch, so bus listeners never pile up.
    window.__WUJIE_MOUNT = mount;
    window.__WUJIE_UNMOUNT = unmount;
  } else {
    mount();
  }
})();
