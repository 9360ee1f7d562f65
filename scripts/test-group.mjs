// Runs node:test files in this one process, one after another:
// `node --import tsx --test-reporter=tap scripts/test-group.mjs a.test.ts b.test.ts ...`.
// scripts/test.mjs starts one such process per core instead of a process per file: each server
// test file paid about 3 s of CPU before its first test (the TypeScript loader, evaluating the
// server's modules, PGlite's WebAssembly, building the app), 74 times over, and each end-to-end
// file bundled the server again. The files keep their state inside their suites (describe +
// before/after).
//
// With ARCANA_TEST_CLAIMS (a folder), the processes share out the list as they go: each takes the
// next file no other has taken (mkdir of its index is the claim, atomic across processes) once
// its current file's tests have finished, so one process does not sit idle while the other still
// has a queue. The list comes longest first (the caller orders it), so the last files are short.
import { mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe } from 'node:test';
import { pathToFileURL } from 'node:url';

const claims = process.env.ARCANA_TEST_CLAIMS;
const claim = (index) => {
  if (!claims) return true;
  try {
    mkdirSync(join(claims, String(index)));
    return true;
  } catch {
    return false; // another process has it
  }
};

for (const [index, file] of process.argv.slice(2).entries()) {
  if (!claim(index)) continue;
  // The file's suites register inside this one (describe awaits an async body before running
  // them), and describe's promise settles when they have all run.
  await describe(relative(process.cwd(), file), async () => {
    await import(pathToFileURL(resolve(file)).href);
  });
}
