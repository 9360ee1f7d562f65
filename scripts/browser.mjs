// Finds Chromium for the tests and the bench. Never downloads one.
//
// The tests run in Debian's chromium-headless-shell when it is installed: Chromium's own headless
// build (the same Blink and V8, without the desktop browser's shell around them), which is what
// Playwright runs headless tests in by default. On these 2-core machines it took the browser suite
// from 61 s to 36 s and the end-to-end suite from 375 s to 311 s, with every test the same. The
// bench measures what a user's browser does, so it asks for the full browser (`full: true`).
// CHROME_PATH chooses either for both.
import { existsSync } from 'node:fs';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The binary and its flags: the full browser needs its new headless mode asked for; the shell has only one. */
export function chromium({ full = false } = {}) {
  const candidates = [process.env.CHROME_PATH, ...(full ? [] : HEADLESS_SHELL), ...FULL].filter(Boolean);
  const path = candidates.find((p) => existsSync(p));
  if (!path) {
    throw new Error(
      "No Chromium found. Install Debian's packages (apt-get install chromium-headless-shell chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  const shell = path.endsWith('headless-shell');
  return { path, args: shell ? FLAGS : ['--headless=new', ...FLAGS] };
}
