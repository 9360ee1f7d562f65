// Finds Chromium for the tests: CHROME_PATH, else Debian's /usr/bin/chromium. Never downloads one.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
