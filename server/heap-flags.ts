// V8 heap settings of the server process, set by the first import of main.ts before the rest
// of the server is loaded, however the process is started (npm start, a process manager, the
// test harness). A flag given on the command line or in NODE_OPTIONS wins.
//
// V8's defaults suit a short script, not a long-lived server streaming a million-row export:
// each full GC lets the old generation grow to a multiple of what survived, so the rows of an
// export, garbage as soon as written, piled up between GCs (resident memory 206 MB at rest,
// 325-350 MB while streaming, bench audit-search.ts). Growing by 20% over what survives keeps
// the export within a few MB of the resting size; a 2 MB young generation (16 MB by default)
// keeps ~25 MB less at rest. Both cost more frequent, shorter collections.
import { setFlagsFromString } from 'node:v8';

const HEAP_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=20'];

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
for (const flag of HEAP_FLAGS) {
  const name = flag.slice(0, flag.indexOf('='));
  if (!given.some((arg) => arg.startsWith(name) || arg.startsWith(name.replaceAll('-', '_')))) setFlagsFromString(flag);
}
