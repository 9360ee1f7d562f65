// The contract files (openapi/*.yaml), parsed once per process. The server reads the bundled
// system contract (about 230 KB) for its routes, the permission editor's operation list and the
// import rules; js-yaml parses it in ~70 ms where the `yaml` package took ~460 ms on these
// machines, at every start of every server process and test suite.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { OPENAPI_DIR } from '../paths.ts';

const parsed = new Map<string, unknown>();

/**
 * A contract file, by its path under openapi/ (`arcana-system.yaml`, `system/users.yaml`). Each
 * caller gets its own copy: route registration annotates the document it is given.
 */
export function readContract(file: string): unknown {
  let doc = parsed.get(file);
  if (doc === undefined) {
    doc = load(readFileSync(join(OPENAPI_DIR, file), 'utf8'));
    parsed.set(file, doc);
  }
  return structuredClone(doc);
}
