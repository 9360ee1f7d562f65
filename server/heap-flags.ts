// V8 heap settings of the server process, set by the first import of main.ts before the rest
// of the server is loaded, however the process is started (npm start, a process manager, the
// test harness). A flag given on the command line or in NODE_OPTIONS wins.
//
// V8's defaults suit a short script, not a long-lived server streaming a million-row export:
// each full GC lets the old generation grow to a multiple of what survived, so the rows of an
// export, garbage as soon as written, piled up between GCs (resident memory 206 MB at rest,
// 325-350 MB while streaming, bench audit-search.ts). Growing by 20% over what survives keeps
// the export within a few MB of the resting size, at the cost of more frequent full collections.
// A 2 MB young generation (16 MB by default) kept ~25 MB less at rest, but its scavenges every
// few requests took the API bench's p99 at 200 req/s on PostgreSQL from ~7 ms to 45 ms, so the
// young generation keeps V8's default.
import { setFlagsFromString } from 'node:v8';

const HEAP_FLAGS = ['--heap-growing-percent=20'];

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
for (const flag of HEAP_FLAGS) {
  const name = flag.slice(0, flag.indexOf('='));
  if (!given.some((arg) => arg.startsWith(name) || arg.startsWith(name.replaceAll('-', '_')))) setFlagsFromString(flag);
}
