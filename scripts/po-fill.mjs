// Fills translations into a Lingui PO catalog from a JSON map {msgid: msgstr}, leaving every
// other entry as it is. Usage: node scripts/po-fill.mjs zh_CN translations.json
// (Run `npm run i18n:extract` first so the new msgids exist.) Fills both catalogs of the locale
// (messages.po and the system-manage pages' admin.po).
import { readFileSync, writeFileSync } from 'node:fs';

const [locale, mapFile] = process.argv.slice(2);
if (!locale || !mapFile) {
  console.error('usage: node scripts/po-fill.mjs <locale> <map.json>');
  process.exit(2);
}
const map = JSON.parse(readFileSync(mapFile, 'utf8'));
const quote = (s) => JSON.stringify(s);
let filled = 0;
for (const catalog of ['messages', 'admin']) {
  const file = new URL(`../locales/${locale}/${catalog}.po`, import.meta.url);
  const out = readFileSync(file, 'utf8').replace(/^msgid (".*")\nmsgstr ".*"$/gm, (whole, rawId) => {
    const id = JSON.parse(rawId);
    if (!(id in map)) return whole;
    filled++;
    return `msgid ${rawId}\nmsgstr ${quote(map[id])}`;
  });
  writeFileSync(file, out);
}
console.log(`filled ${filled} of ${Object.keys(map).length} entries in ${locale}`);
