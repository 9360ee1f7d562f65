// Runs several node:test files in this one process, one after another, in the order given:
// `node --import tsx --test-reporter=tap scripts/test-group.mjs a.test.ts b.test.ts ...`.
// scripts/test.mjs splits a suite into one such group per core instead of a process per file:
// each server test file paid about 3 s of CPU before its first test (the TypeScript loader,
// evaluating the server's modules, PGlite's WebAssembly, building the app), 74 times over, and
// each end-to-end file bundled the server again. The files keep their state inside their suites
// (describe + before/after); node:test runs the suites one at a time, in the order registered.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
