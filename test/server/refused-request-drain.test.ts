// A request refused before it was read is answered, then the rest of what the client streams is
// read and dropped until it ends (bounded in time and bytes, server/http/errors.ts), so the client
// reads the answer and a normal close instead of a connection reset: 431 (a request line over
// Node's header limit, refused by Node's parser) and 413 (a body over the limit, refused by
// Fastify from its Content-Length before a byte of it is read).
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CLIENT_BASIC, startTestServer, type TestServer } from './harness.ts';

const PIECE = 64 * 1024;

/**
 * Writes `head`, then `pieces` pieces of 64 KB, each after the previous one left the socket's
 * buffer (a client streaming its request at the network's pace, whatever the server does), then
 * `tail`; resolves with the answer read and whether the connection ended in a reset.
 */
function streamRequest(port: number, head: string, pieces: number, tail = ''): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    // Half-open: the client keeps streaming after the server has ended its side, as a client that
    // writes its body without reading does.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let reset = false;
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (reset = e.code === 'ECONNRESET' || e.code === 'EPIPE'));
    socket.on('close', () => resolve({ answer, reset }));
    const piece = 'a'.repeat(PIECE);
    let left = pieces;
    socket.write(head);
    const pump = () => {
      while (left > 0 && !socket.destroyed) {
        left--;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.end(tail);
    };
    pump();
  });
}

describe('refused requests are drained before the connection closes', () => {
  let server: TestServer;
  let port: number;
  before(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  after(() => server.close());

  it('answers 431 in the envelope and closes without a reset while the client still streams', async () => {
    const { answer, reset } = await streamRequest(
      port,
      'GET /arcana-system/nope?q=',
      64,
      ' HTTP/1.1\r\nHost: x\r\nAccept-Language: en_US\r\n\r\n',
    );
    assert.match(answer, /^HTTP\/1\.1 431 /);
    assert.match(answer, /"code":431/);
    assert.equal(reset, false, 'the client saw a connection reset');
  });

  it('answers 413 in the envelope and closes without a reset while the client streams a 20 MB body', async () => {
    const pieces = (20 * 1024 * 1024) / PIECE;
    const { answer, reset } = await streamRequest(
      port,
      `POST /arcana-auth/oauth/token HTTP/1.1\r\nHost: x\r\nAuthorization: ${CLIENT_BASIC}\r\nContent-Type: application/json\r\n` +
        `Accept-Language: zh_CN\r\nContent-Length: ${pieces * PIECE}\r\n\r\n`,
      pieces,
    );
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.match(answer, /"code":413/);
    assert.equal(reset, false, 'the client saw a connection reset');
  });
});
