// A process that is being stopped (SIGTERM, server/http/drain.ts) fails nothing a proxy has
// sent it: the readiness probe answers 503 at once, answers in flight and requests that still
// arrive on open keep-alive connections are served with `Connection: close`, idle connections
// are not cut under a request the proxy may be writing, no new connection is accepted, and the
// drain ends as soon as the last connection is gone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { startTestServer, CLIENT_BASIC, type TestServer } from './harness.ts';
import { trackConnections, type Drainer } from '../../server/http/drain.ts';
import { markClosing } from '../../server/monitor/readiness.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** A keep-alive connection on which requests are written by hand, one at a time. */
async function openConnection(port: number): Promise<{ socket: Socket; closed: Promise<void>; next(): Promise<RawAnswer> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let buffer = '';
  let waiting: ((a: RawAnswer) => void) | undefined;
  const tryParse = () => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const [statusLine, ...lines] = buffer.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (buffer.length < end + 4 + length) return;
    buffer = buffer.slice(end + 4 + length);
    const done = waiting;
    waiting = undefined;
    done({ status: Number(statusLine!.split(' ')[1]), headers });
  };
  socket.on('data', (d: Buffer) => {
    buffer += d.toString('latin1');
    tryParse();
  });
  return {
    socket,
    closed,
    next: () =>
      new Promise<RawAnswer>((resolve) => {
        waiting = resolve;
        tryParse();
      }),
  };
}

const READY = 'GET /arcana-system/monitor/ready HTTP/1.1\r\nHost: x\r\n\r\n';

/** Call inside describe(): a server listening on a free port, its connections tracked for a drain. */
function listeningServer(): { server: TestServer; drainer: Drainer; port: number } {
  const ctx = {} as { server: TestServer; drainer: Drainer; port: number };
  before(async () => {
    ctx.server = await startTestServer();
    ctx.drainer = trackConnections(ctx.server.app.server);
    await ctx.server.app.listen({ host: '127.0.0.1', port: 0 });
    ctx.port = (ctx.server.app.server.address() as { port: number }).port;
  });
  after(async () => {
    await ctx.server.close();
  });
  return ctx;
}

describe('draining a process at SIGTERM', () => {
  const ctx = listeningServer();

  it('serves what was sent on open connections with Connection: close, then ends once they are gone', async () => {
    // An idle keep-alive connection (in a proxy's cache) and one with an answer in flight: a
    // login whose body has not all arrived yet.
    const idle = await openConnection(ctx.port);
    idle.socket.write(READY);
    const first = await idle.next();
    assert.equal(first.status, 200);
    assert.notEqual(first.headers.connection, 'close', 'kept alive before the stop');

    const busy = await openConnection(ctx.port);
    const body = 'grant_type=password&username=admin&password=wrong-password';
    // The server holds the request once it has parsed its headers ('request').
    const received = new Promise((resolve) => ctx.server.app.server.once('request', resolve));
    busy.socket.write(
      'POST /arcana-auth/oauth/token HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: ${CLIENT_BASIC}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await received;

    // SIGTERM: not ready at once; a long idle limit, so that only the clients end connections.
    markClosing(ctx.server.app);
    const drained = ctx.drainer.drain({ idleCloseMs: 60_000, forceCloseMs: 60_000 });

    // No new connection is accepted.
    await assert.rejects(
      new Promise((resolve, reject) => connect(ctx.port, '127.0.0.1').once('connect', resolve).once('error', reject)),
      /ECONNREFUSED/,
    );

    // The answer in flight goes out in full, ending its connection.
    busy.socket.write(body.slice(10));
    const inFlight = await busy.next();
    assert.equal(inFlight.status, 400, 'the wrong password is answered, not cut');
    assert.equal(inFlight.headers.connection, 'close');
    await busy.closed;

    // A request written on the idle connection after the stop began is served, and says 503.
    idle.socket.write(READY);
    const late = await idle.next();
    assert.equal(late.status, 503, 'readiness answers 503 while draining');
    assert.equal(late.headers.connection, 'close');
    await idle.closed;

    const result = await drained;
    assert.equal(result.forced, 0, 'nothing was cut');
  });
});

describe('a draining process and its idle connections', () => {
  const ctx = listeningServer();

  it('closes an idle connection itself once it has been idle past the limit, then ends', async () => {
    const idle = await openConnection(ctx.port);
    idle.socket.write(READY);
    assert.equal((await idle.next()).status, 200);
    const result = await ctx.drainer.drain({ idleCloseMs: 300, forceCloseMs: 60_000 });
    await idle.closed;
    assert.equal(result.forced, 0, 'closed as idle, not cut at the limit');
  });
});
