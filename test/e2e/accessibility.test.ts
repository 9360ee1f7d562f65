// axe-core (WCAG 2.1 A and AA rules) over every page an administrator can open, in both
// languages: the login page, home, and every entry of the sidebar (system management, monitor,
// personal space), found by expanding the sidebar rather than listed here, so a new page is
// checked without editing this file; on each page that has one, the main dialog too (opened by
// the page toolbar's primary button, found by its brand colour so no label is listed here); and
// all of it again in the dark theme (the system's colour scheme, which the portal follows by
// default), colour contrast included. Serious and critical violations fail the test.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, loginThroughUi, newPage, serverAndBrowserForSuite, trackRequests, type Requests } from './harness.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Serious and critical violations on the page as it stands (axe is evaluated over CDP, outside the page's CSP). */
async function violations(page: Page): Promise<Finding[] | 'changed'> {
  // Once per document: the pages are visited by client-side navigation, so axe stays loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: any[] }> } }).axe;
    // Embedded applications are third-party content; the shell is what we answer for.
    const result = await axe.run(
      { exclude: [['[data-micro-app]'], ['iframe']] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    );
    // A page that changed after it settled was measured half old, half new (the audit log's Save
    // retention enabled just before axe ran, still in its disabled colours as its transition
    // began): the caller measures it again once it has settled.
    if ((window as { __a11yChanged?: boolean }).__a11yChanged) return 'changed' as const;
    return result.violations
      .map((v) => ({
        id: v.id as string,
        impact: v.impact as string | null,
        help: v.help as string,
        // Fluent's focus manager (tabster) puts focusable, aria-hidden guards around toolbars and
        // dialogs that hand focus on at once: a known false positive of aria-hidden-focus
        // (microsoft/tabster#288; Accessibility Insights suppresses it too). Only those are dropped.
        nodes: (v.nodes as { html: string; target: string[] }[]).filter(
          (n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy')),
        ),
      }))
      .filter((v) => v.nodes.length > 0)
      .map(({ nodes, ...v }) => ({ ...v, targets: nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, TAGS);
  return found === 'changed' ? found : found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Every page the sidebar links to. Each closed group is opened in turn and its links collected
 * then: the sidebar may keep one group open at a time (expand mode "single"), so opening one can
 * close another and shift the groups' order. Each toggle is held by its element, not its index.
 */
async function sidebarPages(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').first();
  await nav.locator('a[href^="/"]').first().waitFor();
  const found = new Set<string>();
  const opened = new Set<string>();
  const collect = async () => {
    for (const href of await nav.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) found.add(href);
  };
  await collect();
  for (;;) {
    let next = null;
    for (const toggle of await nav.locator('[aria-expanded="false"]').elementHandles()) {
      const label = (await toggle.textContent()) ?? '';
      if (!opened.has(label)) {
        opened.add(label);
        next = toggle;
        break;
      }
    }
    if (!next) break;
    await next.click();
    await page.waitForFunction((el) => (el as Element).getAttribute('aria-expanded') === 'true', next);
    await collect();
  }
  return [...found].filter((h) => !h.startsWith('/passportal/'));
}

/**
 * Moves to `path` as the sidebar's links do, in the same document (wouter follows history's
 * pushState), and waits for the new page to be drawn: new elements in the main area, or, where
 * React kept the elements of a page of the same kind, new text in them. A lazily loaded page draws
 * nothing until its chunk arrives (the old one is only hidden meanwhile); the breadcrumb (a nav)
 * changes at once and does not count. A full load of the portal for each of the 19 pages, four
 * times over, made this the longest end-to-end file.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return false; // home links to itself
    for (const element of document.querySelectorAll('main *')) element.setAttribute('data-a11y-seen', '');
    // The main area's text outside the breadcrumb, hidden parts included.
    const text = [...document.querySelectorAll('main > :not(nav)')].map((e) => e.textContent).join('\n');
    document.querySelector('main')!.setAttribute('data-a11y-text', text);
    history.pushState(null, '', to);
    return true;
  }, path);
  if (!moved) return;
  await page.waitForFunction(() => {
    const main = document.querySelector('main')!;
    const text = [...main.querySelectorAll(':scope > :not(nav)')].map((e) => e.textContent).join('\n');
    return main.querySelector('*:not([data-a11y-seen]):not(nav, nav *)') !== null || text !== main.getAttribute('data-a11y-text');
  });
}

/**
 * Resolves once the page's elements have not changed for 100 ms and then the browser has had an
 * idle moment: React renders a large update in slices, with no change to the elements until it
 * commits, and an idle callback runs only once no task (no slice) is waiting. From then on it
 * keeps watching: window.__a11yChanged tells whether anything changed after that moment (checked
 * once axe has run). A string, not a function: the test's TypeScript loader wraps named
 * functions in a helper the page lacks.
 */
const DOM_QUIET = `new Promise((resolve) => {
  window.__a11yObserver?.disconnect();
  let changed = performance.now();
  let quiet = false;
  const later = () => setTimeout(() => requestIdleCallback(() => {
    if (quiet || performance.now() - changed < 100) return; // a later change set a timer of its own
    quiet = true;
    window.__a11yChanged = false;
    resolve();
  }), 100);
  const observer = new MutationObserver(() => {
    changed = performance.now();
    if (quiet) {
      window.__a11yChanged = true;
      return;
    }
    clearTimeout(timer);
    timer = later();
  });
  window.__a11yObserver = observer;
  let timer = later();
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

async function settle(page: Page, requests: Requests): Promise<void> {
  await page.waitForLoadState('load');
  // Drawn: nothing in flight and what arrived rendered (the elements unchanged for 100 ms), at one
  // and the same moment: a part that mounts late starts its call after the others have finished.
  do {
    await requests.done();
    await page.evaluate(DOM_QUIET);
  } while (requests.busy());
  // No loading indicator (Fluent spinners, skeletons) left.
  await page.waitForFunction(() => !document.querySelector('.fui-Spinner, .fui-Skeleton, [aria-busy="true"]'), undefined, {
    timeout: 20_000,
  });
  // Colours are measured at rest, not halfway through a transition (the sidebar's expanding groups).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 20_000 });
}

/**
 * Opens the page's main dialog, if its toolbar (PageLayout's role=toolbar) has a primary button:
 * Fluent paints only the primary appearance in the brand background, which is how it is told
 * apart from secondary actions (export, back) without listing labels. Returns false when none.
 */
async function openMainDialog(page: Page): Promise<boolean> {
  // A lazily loaded page draws nothing (no spinner) for a moment: its title is the sign it is
  // drawn. The few pages without a PageLayout title have no toolbar either; they are not waited on.
  const titled = await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!titled) return false;
  const index = await page.evaluate(() => {
    const toolbar = document.querySelector('main [role="toolbar"]:not([data-testid="bulk-bar"])');
    const provider = document.querySelector('.fui-FluentProvider');
    // A primary button beside a file input opens the file chooser (the licence upload), not a dialog.
    if (!toolbar || !provider || toolbar.querySelector('input[type="file"]')) return -1;
    // The token is a CSS variable; a probe element resolves it to the rgb() computed colours use.
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--colorBrandBackground)';
    provider.appendChild(probe);
    const brand = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const buttons = [...toolbar.querySelectorAll('button')];
    return buttons.findIndex((b) => !b.disabled && getComputedStyle(b).backgroundColor === brand);
  });
  if (index < 0) return false;
  await page.locator('main [role="toolbar"]:not([data-testid="bulk-bar"])').first().locator('button').nth(index).click();
  // The form's fields may be lazily loaded too: the dialog counts as drawn once a field is in it.
  await page.locator('[role="dialog"] :is(input, textarea, [contenteditable="true"], [role="combobox"])').first().waitFor();
  return true;
}

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  const ctx = serverAndBrowserForSuite();

  for (const [locale, scheme, first] of [
    ['en-US', 'light', true],
    ['zh-CN', 'light', false],
    ['en-US', 'dark', false],
    ['zh-CN', 'dark', false],
  ] as const) {
    it(`the login page, home and every sidebar page in ${locale}, ${scheme} theme, have no serious or critical violation`, async () => {
      const page = await newPage(ctx.browser, locale);
      const requests = trackRequests(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
      const report: string[] = [];
      const check = async (where: string) => {
        for (let attempt = 1; ; attempt++) {
          await settle(page, requests);
          const found = await violations(page);
          if (found !== 'changed') {
            for (const v of found) report.push(`${where}: ${v.id} (${v.impact}) ${v.help} @ ${v.targets.join(' | ')}`);
            return;
          }
          assert.ok(attempt < 10, `${where} kept changing while axe measured it`);
        }
      };
      await page.goto(`${ctx.server.url}/login`);
      await page.locator('input[name=username]').waitFor();
      await check('/login');
      if (first) await loginAsAdminWithNewPassword(page, ctx.server.url);
      else {
        await loginThroughUi(page, ctx.server.url, 'admin', 'Changed-pass2');
        await page.waitForURL(/\/home$/);
      }
      await check('/home');
      // The theme under test is the one drawn: the shell's background is dark only in the dark theme.
      const background = await page.evaluate(() => getComputedStyle(document.querySelector('.fui-FluentProvider')!).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      assert.equal((r! + g! + b!) / 3 < 80, scheme === 'dark', `${scheme} theme: the shell's background is ${background}`);
      const pages = await sidebarPages(page);
      const dialogs: string[] = [];
      assert.ok(pages.length >= 15, `the sidebar lists the admin pages: ${pages.join(', ')}`);
      for (const path of pages) {
        await navigate(page, path);
        await check(path);
        if (await openMainDialog(page)) {
          // settle() waits out a lazily loaded form's fallback spinner and the opening animation.
          await check(`${path} (main dialog)`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          // The pointer rests where the dialog's button was: away from it, so that the next page's
          // primary button, drawn in the same place, is not hovered (its colour is the brand's then).
          await page.mouse.move(1279, 899);
          dialogs.push(path);
        }
      }
      assert.ok(dialogs.length >= 5, `the main dialogs were opened: ${dialogs.join(', ')}`);
      assert.deepEqual(report, []);
      await page.close();
    });
  }
});
