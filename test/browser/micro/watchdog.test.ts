// The loader watchdog with the spec's numbers, on fake timers.
import { expect } from 'chai';
import {
  LOADER_TIMEOUTS_MS,
  RETRY_WAIT_MS,
  ROUTER_START_WARNING_MS,
  WARNING_INTERVAL_MS,
  createWatchdog,
  retryAfterError,
} from '../../../src/features/micro/watchdog.ts';
import { installFakeClock } from './fake-clock.ts';

describe('micro-app loader watchdog', () => {
  let clock: ReturnType<typeof installFakeClock>;
  let warnings: string[];
  let timeouts: string[];
  const make = () => createWatchdog('demo', { warn: (m) => warnings.push(m), onTimeout: (p) => timeouts.push(p) });
  beforeEach(() => {
    clock = installFakeClock();
    warnings = [];
    timeouts = [];
  });
  afterEach(() => clock.uninstall());

  it('uses the spec numbers', () => {
    expect(LOADER_TIMEOUTS_MS).to.deep.equal({ bootstrap: 4000, mount: 3000, unmount: 3000, unload: 3000, update: 3000 });
    expect(WARNING_INTERVAL_MS).to.equal(1000);
    expect(RETRY_WAIT_MS).to.equal(200);
    expect(ROUTER_START_WARNING_MS).to.equal(5000);
  });

  it('warns when bootstrap passes 4000 ms, then every 1000 ms, and never fails the app', () => {
    const done = make().start('bootstrap');
    clock.tick(3999);
    expect(warnings).to.have.length(0);
    clock.tick(1);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/bootstrap.*4000 ms/);
    expect(timeouts).to.deep.equal(['bootstrap']);
    clock.tick(999);
    expect(warnings).to.have.length(1);
    clock.tick(1);
    expect(warnings).to.have.length(2);
    clock.tick(2000);
    expect(warnings).to.have.length(4);
    expect(warnings[3]).to.match(/still running after 7000 ms/);
    // The phase then finishes: no more warnings, no timers left.
    done();
    clock.tick(10_000);
    expect(warnings).to.have.length(4);
    expect(clock.pending()).to.equal(0);
  });

  for (const phase of ['mount', 'unmount', 'unload', 'update'] as const) {
    it(`times ${phase} out at 3000 ms`, () => {
      make().start(phase);
      clock.tick(2999);
      expect(warnings).to.have.length(0);
      clock.tick(1);
      expect(warnings[0]).to.contain(phase);
    });
  }

  it('stays silent when a phase ends in time', () => {
    const dog = make();
    const done = dog.start('mount');
    clock.tick(2500);
    done();
    clock.tick(10_000);
    expect(warnings).to.deep.equal([]);
    expect(timeouts).to.deep.equal([]);
  });

  it('warns once when the router has not started after 5000 ms', () => {
    const dog = make();
    dog.expectRouter();
    clock.tick(4999);
    expect(warnings).to.have.length(0);
    clock.tick(1);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/router has not started/);
    clock.tick(20_000);
    expect(warnings).to.have.length(1);
  });

  it('does not warn when the router starts in time', () => {
    const dog = make();
    dog.expectRouter();
    clock.tick(3000);
    dog.routerStarted();
    clock.tick(10_000);
    expect(warnings).to.deep.equal([]);
  });

  it('dispose stops every timer', () => {
    const dog = make();
    dog.start('bootstrap');
    dog.start('mount');
    dog.expectRouter();
    dog.dispose();
    clock.tick(60_000);
    expect(warnings).to.deep.equal([]);
    expect(clock.pending()).to.equal(0);
  });

  it('waits 200 ms before retrying after a load error, and can be cancelled', () => {
    let retried = 0;
    retryAfterError(() => {
      retried += 1;
    });
    clock.tick(199);
    expect(retried).to.equal(0);
    clock.tick(1);
    expect(retried).to.equal(1);
    const ctl = new AbortController();
    retryAfterError(() => {
      retried += 1;
    }, ctl.signal);
    ctl.abort();
    clock.tick(1000);
    expect(retried).to.equal(1);
  });
});
