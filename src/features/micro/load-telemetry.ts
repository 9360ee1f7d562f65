// Load telemetry of embedded applications (issue 14 section 5). The host (wujie-host.tsx) calls
// one recorder per open at the points its watchdog already times; each open becomes one record:
// entry fetch, bootstrap (startApp settled), mount, first content (`app-ready`), whether the
// entry was already fetched (prefetched), the JS heap before and after (Chromium's
// performance.memory), and whether a phase timed out or the load failed. Records go to the
// server in batches with navigator.sendBeacon: when the page is hidden, when it goes away, when
// the user logs out (before the session's token is revoked), and when a batch fills. Nothing identifying is sent: the server takes the user from the token.
import type { components } from '../../api/gen/arcana-system.ts';
import { SYSTEM_PREFIX } from '../../api/session-fetch.ts';
import { SESSION_ENDING, getToken, sessionEvents } from '../../state/session-state.ts';

export type AppLoadRecord = components['schemas']['AppLoadRecord'];

export const TELEMETRY_URL = `${SYSTEM_PREFIX}/monitor/app-loads`;
/** A batch is sent as soon as this many records wait (the contract takes at most 50). */
export const BATCH_SIZE = 20;
/** Records kept while they cannot be sent (no token, beacon refused); the oldest go first. */
const MAX_QUEUED = 200;
const MAX_PHASE_MS = 600_000;
const MAX_AGE_MS = 7 * 86_400_000;

export interface LoadRecorder {
  mountStarted(): void;
  mountEnded(): void;
  /** startApp settled (the watchdog's bootstrap phase ended). */
  bootstrapped(): void;
  /** The application emitted `app-ready` (its first content is on screen). */
  ready(): void;
  /** A phase passed its watchdog time-out. */
  timedOut(): void;
  failed(): void;
  /** The host went away: the open is recorded with what was measured. */
  close(): void;
}

interface Queued extends Omit<AppLoadRecord, 'ageMs'> {
  /** Date.now() when the open began; turned into ageMs when sent (the server's clock dates it). */
  openedAt: number;
}

let queue: Queued[] = [];
const open = new Set<{ finish: () => void }>();
let listening = false;

type MemoryPerformance = Performance & { memory?: { usedJSHeapSize?: number } };
/**
 * Read twice an open: before startApp and in the task that records its last phase, never
 * between mount's start and end. A read is cheap (about 30 µs in headless Chromium on the
 * loaded 2-core machine): no GC and no layout, Blink returns V8's heap statistics, cached.
 * Without --enable-precise-memory-info Chromium rounds the value to buckets of about 10 MB and
 * refreshes it at most every 20 minutes, so most opens record the same value twice there.
 */
function heapBytes(): number | null {
  const used = (performance as MemoryPerformance).memory?.usedJSHeapSize;
  return typeof used === 'number' && Number.isFinite(used) && used >= 0 ? Math.round(used) : null;
}

const ms = (v: number): number => Math.min(MAX_PHASE_MS, Math.max(0, Math.round(v)));

// Fetch timings by URL. The resource-timing buffer stops at 250 entries (a long session's API
// calls fill it), an observer sees every entry: the entry's timing is looked up in both.
const fetchTimings = new Map<string, { start: number; end: number }>();
let observer: PerformanceObserver | undefined;
function observeFetches(): void {
  if (observer || typeof PerformanceObserver === 'undefined') return;
  observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      fetchTimings.delete(e.name);
      fetchTimings.set(e.name, { start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd || e.startTime + e.duration });
      if (fetchTimings.size > 100) fetchTimings.delete(fetchTimings.keys().next().value!);
    }
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    observer = undefined;
  }
}

function entryTiming(url: string): { start: number; end: number } | undefined {
  const listed = performance.getEntriesByName(url, 'resource').at(-1) as PerformanceResourceTiming | undefined;
  return listed ? { start: listed.startTime, end: listed.responseEnd || listed.startTime + listed.duration } : fetchTimings.get(url);
}

/**
 * Whether the open found its entry fetched already (prefetched at idle, or by an earlier open:
 * wujie keeps it), and how long the open waited for it.
 */
function entryPhase(url: string, began: number): { prefetched: boolean; entryFetchMs: number | null } {
  const timing = entryTiming(url);
  if (!timing) return { prefetched: true, entryFetchMs: 0 };
  if (timing.start < began) return { prefetched: true, entryFetchMs: ms(timing.end - began) };
  return { prefetched: false, entryFetchMs: ms(timing.end - timing.start) };
}

/** Starts the record of one open of `appCode` whose entry is `url` (as given to startApp). */
export function recordLoad(appCode: string, url: string): LoadRecorder {
  listenForLeaving();
  observeFetches();
  const began = performance.now();
  const openedAt = Date.now();
  const heapBefore = heapBytes();
  const at: { bootstrap?: number; mountStart?: number; mountEnd?: number; ready?: number } = {};
  let timedOut = false;
  let loadError = false;
  let done = false;

  const finish = () => {
    if (done) return;
    done = true;
    open.delete(handle);
    enqueue({
      appCode,
      openedAt,
      ...entryPhase(url, began),
      bootstrapMs: at.bootstrap === undefined ? null : ms(at.bootstrap - began),
      mountMs: at.mountStart === undefined || at.mountEnd === undefined ? null : ms(at.mountEnd - at.mountStart),
      readyMs: at.ready === undefined ? null : ms(at.ready - began),
      heapBefore,
      heapAfter: heapBytes(),
      timedOut,
      loadError,
    });
  };
  const handle = { finish };
  open.add(handle);
  // Complete once it settled and showed its first content (either may come first), or failed.
  const settle = () => {
    if (loadError || (at.bootstrap !== undefined && at.ready !== undefined)) finish();
  };
  const now = () => performance.now();
  return {
    mountStarted: () => void (at.mountStart ??= now()),
    mountEnded: () => void (at.mountEnd ??= now()),
    bootstrapped() {
      at.bootstrap ??= now();
      settle();
    },
    ready() {
      at.ready ??= now();
      settle();
    },
    timedOut: () => void (timedOut = true),
    failed() {
      loadError = true;
      settle();
    },
    close: finish,
  };
}

function enqueue(record: Queued): void {
  queue.push(record);
  if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
  if (queue.length >= BATCH_SIZE) sendQueued();
}

/** Sends what is queued, in beacons of at most BATCH_SIZE records. */
export function sendQueued(): void {
  const token = getToken();
  if (!token || !queue.length || typeof navigator.sendBeacon !== 'function') return;
  const sentAt = Date.now();
  while (queue.length) {
    const batch = queue.slice(0, BATCH_SIZE);
    const records: AppLoadRecord[] = batch.map(({ openedAt, ...r }) => ({
      ...r,
      ageMs: Math.min(MAX_AGE_MS, Math.max(0, sentAt - openedAt)),
    }));
    // The token rides in the body: a beacon cannot set Arcana-Auth (see server/http/operation-guard.ts).
    const body = new Blob([JSON.stringify({ token, records })], { type: 'application/json' });
    if (!navigator.sendBeacon(TELEMETRY_URL, body)) return; // kept for the next try
    queue = queue.slice(batch.length);
  }
}

/** Records the opens still loading with what they measured so far, and sends everything. */
function sendAll(): void {
  for (const o of [...open]) o.finish();
  sendQueued();
}

function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  // Hidden (another tab, minimised, a phone's app switcher): the page may never come back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendQueued();
  });
  // Leaving or closing the page.
  window.addEventListener('pagehide', sendAll);
  // Logging out: the token goes with the session, and the page with it (login reloads it).
  sessionEvents.addEventListener(SESSION_ENDING, sendAll);
}

/** Tests: what waits to be sent. */
export const queuedRecords = (): readonly Queued[] => queue;
