// Elements demo: an application that uses the exported <arcana-permission> and
// <arcana-watermark>, written on the app bridge (/elements/arcana-app.js). Inside the portal shell
// the elements follow the shell by themselves; the bridge gives the demo the same permission list,
// language and user to show. Opened on its own it connects standalone with ?permissions=code1,code2
// (default: elements-demo:view) and hands that list to the elements. Plain script, no build step.
(function () {
  'use strict';

  var TEXTS = {
    en_US: {
      title: 'Elements demo',
      view: 'View',
      edit: 'Edit',
      never: 'Never shown',
      fromShell: 'Button permissions from the portal shell: ',
      standalone: 'Running on its own; button permissions from the address (?permissions=...): ',
      none: '(none)',
      body: 'This card lies under <arcana-watermark>; the toolbar buttons are gated by <arcana-permission>.',
      loadError: 'The elements bundle could not be loaded (/elements/arcana-elements.js). Build it with npm run build.',
      watermark: 'Elements demo',
    },
    zh_CN: {
      title: '组件演示',
      view: '查看',
      edit: '编辑',
      never: '永不显示',
      fromShell: '来自门户外壳的按钮权限：',
      standalone: '独立运行；按钮权限来自地址参数（?permissions=...）：',
      none: '（无）',
      body: '此卡片位于 <arcana-watermark> 之下；工具栏按钮由 <arcana-permission> 控制。',
      loadError: '无法加载组件包（/elements/arcana-elements.js），请先执行 npm run build。',
      watermark: '组件演示',
    },
  };
  var DEFAULT_PERMISSIONS = ['elements-demo:view'];

  function guessLang() {
    return /en/i.test(navigator.language || '') ? 'en_US' : 'zh_CN';
  }

  function queryPermissions() {
    var raw = new URLSearchParams(location.search).get('permissions');
    if (raw === null) return DEFAULT_PERMISSIONS.slice();
    return raw
      .split(',')
      .map(function (s) {
        return s.trim();
      })
      .filter(Boolean);
  }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      e.setAttribute(k, attrs[k]);
    });
    if (text != null) e.textContent = text;
    return e;
  }

  function gate(code, mode, button) {
    var g = el('arcana-permission', mode ? { code: code, mode: mode } : { code: code });
    g.append(button);
    return g;
  }

  var portal = null;
  var mounts = 0;
  var state = { lang: guessLang(), list: [] };

  /** The permission list shown: all that a change of permissions redraws (the gates follow the
   *  shell by themselves), so the demo, running unseen while another application opens, does not
   *  rebuild its watermark and gates in that application's first task. */
  function fillSource(source) {
    var T = TEXTS[state.lang] || TEXTS.en_US;
    var inShell = Boolean(portal && portal.inPortal);
    source.replaceChildren(document.createTextNode(inShell ? T.fromShell : T.standalone));
    if (state.list.length === 0) source.append(document.createTextNode(T.none));
    state.list.forEach(function (c) {
      source.append(el('code', null, c));
    });
  }

  function render() {
    var root = document.getElementById('elements-demo-root');
    if (!root) return;
    var T = TEXTS[state.lang] || TEXTS.en_US;
    var source = el('p', { class: 'source', id: 'permission-source' });
    fillSource(source);

    var toolbar = el('div', { class: 'toolbar', role: 'toolbar', 'aria-label': T.title });
    toolbar.append(
      gate('elements-demo:view', null, el('button', { id: 'view-button', class: 'primary', type: 'button' }, T.view)),
      gate('elements-demo:edit', 'disable', el('button', { id: 'edit-button', type: 'button' }, T.edit)),
      gate('no-such-code', null, el('button', { id: 'never-button', type: 'button' }, T.never)),
    );

    var user = portal && portal.user;
    var mark = el('arcana-watermark', {
      id: 'demo-watermark',
      'show-time': '',
      'font-size': '14',
      gap: '60',
      color: 'rgba(112, 90, 218, 0.18)',
    });
    mark.text = T.watermark + (user && user.username ? '\n' + user.username : '');
    mark.append(el('div', { class: 'card' }, T.body));

    var old = root.querySelector('arcana-watermark');
    if (old && typeof old.release === 'function') old.release();
    root.replaceChildren(el('h1', null, T.title), source, toolbar, mark);
  }

  function showLoadError() {
    var root = document.getElementById('elements-demo-root');
    if (root) root.replaceChildren(el('p', { class: 'error', role: 'alert' }, (TEXTS[state.lang] || TEXTS.en_US).loadError));
  }

  // Imported once, when the script runs (see props-demo/app.js): a mount that awaits only
  // settled promises renders in the task that mounts it.
  var modulesLoad = null;
  function loadModules() {
    modulesLoad =
      modulesLoad ||
      Promise.all([import('/elements/arcana-elements.js'), import('/elements/arcana-app.js')]).catch(function (e) {
        modulesLoad = null; // the next mount tries again
        throw e;
      });
    return modulesLoad;
  }
  loadModules().catch(function () {
    /* shown by the mount that needs them */
  });

  function mount() {
    var mine = ++mounts;
    loadModules().then(function (mods) {
      var elements = mods[0];
      var bridge = mods[1];
      var standalone = { permissions: queryPermissions(), lang: guessLang() };
      return bridge.connectPortal({ standalone: standalone }).then(function (connected) {
        if (mine !== mounts) return connected.dispose(); // unmounted meanwhile
        portal = connected;
        state = { lang: portal.lang, list: portal.permissions.slice() };
        // Inside the shell the elements read the shell's permissions themselves; on its own the
        // application hands them its list.
        if (!portal.inPortal) elements.setPermissions(state.list);
        portal.on('permissions', function (e) {
          state.list = e.permissions.slice();
          var source = document.getElementById('permission-source');
          if (source) fillSource(source);
          else render();
        });
        portal.on('lang', function (e) {
          state.lang = e.lang;
          render();
        });
        render();
        // Tells the shell that the first content is on screen (its loading indicator stops).
        portal.ready();
      });
    }, showLoadError);
  }

  function unmount() {
    mounts++;
    // The shell disposes the connection by itself on unmount; this only drops our reference.
    if (portal) portal.dispose();
    portal = null;
    var root = document.getElementById('elements-demo-root');
    if (!root) return;
    var mark = root.querySelector('arcana-watermark');
    if (mark && typeof mark.release === 'function') mark.release();
    root.replaceChildren();
  }

  if (window.__POWERED_BY_WUJIE__) {
    // wujie calls these on every activation and switch.
    window.__WUJIE_MOUNT = mount;
    window.__WUJIE_UNMOUNT = unmount;
  } else {
    mount();
  }
})();
