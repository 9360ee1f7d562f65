// Load telemetry of embedded applications: one record per open, sent in batches with
// navigator.sendBeacon (faked here) when a batch fills, when the page is hidden or left, and at
// logout while the session's token still works.
import { expect } from 'chai';
import { store } from '../../../src/state/store.ts';
import { authorityAtom } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { logout } from '../../../src/features/login/logout.ts';
import { envelope, installFakeFetch, pathOf } from '../api/fake-server.ts';
import { BATCH_SIZE, TELEMETRY_URL, queuedRecords, recordLoad, sendQueued } from '../../../src/features/micro/load-telemetry.ts';

interface Beacon {
  url: string;
  type: string;
  body: { token?: string; records: Array<Record<string, unknown>> };
}

describe('micro-app load telemetry', () => {
  const realBeacon = navigator.sendBeacon;
  let beacons: Beacon[];
  let accept: boolean;
  let pending: Array<Promise<void>>;

  beforeEach(() => {
    beacons = [];
    accept = true;
    pending = [];
    store.set(authorityAtom, { token: 'tok-1', refreshToken: 'r', expireTime: Date.now() + 3_600_000 });
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (!accept) return false;
      const blob = data as Blob;
      pending.push(blob.text().then((text) => void beacons.push({ url: String(url), type: blob.type, body: JSON.parse(text) })));
      return true;
    };
    sendQueued(); // drain what an earlier test left
  });
  afterEach(() => {
    navigator.sendBeacon = realBeacon;
    store.set(authorityAtom, null);
  });
  const sent = async () => {
    await Promise.all(pending);
    return beacons;
  };
  const hidePage = () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
  };
  const completeOpen = (code: string) => {
    const load = recordLoad(code, `${location.origin}/never-fetched/${code}/`);
    load.mountStarted();
    load.mountEnded();
    load.bootstrapped();
    load.ready();
  };

  it('records the phases of an open once it settled and showed content, and sends it when the page is hidden', async () => {
    const load = recordLoad('ledger', `${location.origin}/never-fetched/ledger/`);
    load.mountStarted();
    load.mountEnded();
    load.ready();
    expect(queuedRecords()).to.have.length(0); // startApp has not settled yet
    load.bootstrapped();
    load.close(); // the host going away after completion adds nothing
    expect(queuedRecords()).to.have.length(1);
    expect(await sent()).to.have.length(0); // one record does not fill a batch
    hidePage();
    const [beacon] = await sent();
    expect(beacon!.url).to.equal(TELEMETRY_URL);
    expect(beacon!.type).to.equal('application/json');
    expect(beacon!.body.token).to.equal('tok-1');
    const [record] = beacon!.body.records;
    expect(Object.keys(record!).sort()).to.deep.equal(
      [
        'ageMs',
        'appCode',
        'bootstrapMs',
        'entryFetchMs',
        'heapAfter',
        'heapBefore',
        'loadError',
        'mountMs',
        'prefetched',
        'readyMs',
        'timedOut',
      ].sort(),
    );
    expect(record).to.include({ appCode: 'ledger', timedOut: false, loadError: false, prefetched: true, entryFetchMs: 0 });
    for (const k of ['bootstrapMs', 'mountMs', 'readyMs', 'ageMs']) expect(record![k]).to.be.a('number').at.least(0);
    // Chromium exposes the heap; the figures are bytes.
    expect(record!.heapBefore).to.be.a('number').above(0);
    expect(record!.heapAfter).to.be.a('number').above(0);
    expect(queuedRecords()).to.have.length(0);
  });

  it('times the entry fetch of a cold open from resource timing (not prefetched)', async () => {
    const url = `${location.origin}/?entry=${Math.random()}`;
    const load = recordLoad('cold', url);
    await fetch(url).then((r) => r.text());
    load.bootstrapped();
    load.ready();
    hidePage();
    const [beacon] = await sent();
    const [record] = beacon!.body.records;
    expect(record).to.include({ appCode: 'cold', prefetched: false });
    expect(record!.entryFetchMs).to.be.a('number').at.least(0);
  });

  it('sends a full batch at once, and the rest on page hide', async () => {
    for (let i = 0; i < BATCH_SIZE + 3; i++) completeOpen(`app-${i}`);
    let out = await sent();
    expect(out).to.have.length(1);
    expect(out[0]!.body.records).to.have.length(BATCH_SIZE);
    expect(queuedRecords()).to.have.length(3);
    window.dispatchEvent(new Event('pagehide'));
    out = await sent();
    expect(out).to.have.length(2);
    expect(out[1]!.body.records.map((r) => r.appCode)).to.deep.equal([
      `app-${BATCH_SIZE}`,
      `app-${BATCH_SIZE + 1}`,
      `app-${BATCH_SIZE + 2}`,
    ]);
  });

  it('records time-outs, load errors, and opens still loading when the page goes away', async () => {
    const slow = recordLoad('slow', `${location.origin}/never-fetched/slow/`);
    slow.timedOut();
    const broken = recordLoad('broken', `${location.origin}/never-fetched/broken/`);
    broken.failed(); // a failure completes the record at once
    expect(queuedRecords().map((r) => r.appCode)).to.deep.equal(['broken']);
    window.dispatchEvent(new Event('pagehide'));
    const [beacon] = await sent();
    const byCode = Object.fromEntries(beacon!.body.records.map((r) => [r.appCode, r]));
    expect(byCode.broken).to.include({ loadError: true, timedOut: false, readyMs: null, bootstrapMs: null });
    expect(byCode.slow).to.include({ loadError: false, timedOut: true, readyMs: null });
  });

  it('keeps the records when the beacon is refused or nobody is signed in, and sends them later', async () => {
    accept = false;
    completeOpen('kept');
    hidePage();
    expect(queuedRecords()).to.have.length(1);
    accept = true;
    store.set(authorityAtom, null);
    hidePage();
    expect(await sent()).to.have.length(0);
    store.set(authorityAtom, { token: 'tok-2', refreshToken: 'r', expireTime: Date.now() + 3_600_000 });
    hidePage();
    const [beacon] = await sent();
    expect(beacon!.body.token).to.equal('tok-2');
    expect(beacon!.body.records.map((r) => r.appCode)).to.deep.equal(['kept']);
  });

  it('sends what waits, opens still loading included, at logout before the session is revoked', async () => {
    await activateLanguage('en_US');
    completeOpen('done');
    recordLoad('loading', `${location.origin}/never-fetched/loading/`).mountStarted();
    let beaconsAtRevoke = -1;
    const server = installFakeFetch((request) => {
      if (pathOf(request) === '/arcana-auth/oauth/logout') beaconsAtRevoke = pending.length;
      return envelope('true');
    });
    try {
      await logout();
    } finally {
      server.restore();
    }
    expect(server.requests.map(pathOf)).to.deep.equal(['/arcana-auth/oauth/logout']);
    expect(beaconsAtRevoke).to.equal(1); // sent before the logout request left
    const [beacon] = await sent();
    expect(beacon!.body.token).to.equal('tok-1');
    expect(beacon!.body.records.map((r) => r.appCode)).to.deep.equal(['done', 'loading']);
    expect(queuedRecords()).to.have.length(0);
  });
});
