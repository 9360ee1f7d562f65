// A request refused before it was read (431: a request line over Node's header limit) is answered,
// then the rest of what the client streams is read and dropped until it ends (bounded in time and
// bytes, server/http/errors.ts), so the client reads the answer and a normal close instead of a
// connection reset.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './harness.ts';

/** Streams a 4 MB request line in 64 KB pieces; resolves with the answer and how the connection ended. */
function streamHugeRequest(port: number): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let reset = false;
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (reset = e.code === 'ECONNRESET' || e.code === 'EPIPE'));
    socket.on('close', () => resolve({ answer, reset }));
    const piece = 'a'.repeat(64 * 1024);
    let left = 64;
    socket.write('GET /arcana-system/nope?q=');
    const pump = () => {
      while (left > 0) {
        left--;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      socket.end(' HTTP/1.1\r\nHost: x\r\nAccept-Language: en_US\r\n\r\n');
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
    const { answer, reset } = await streamHugeRequest(port);
    assert.match(answer, /^HTTP\/1\.1 431 /);
    assert.match(answer, /"code":431/);
    assert.equal(reset, false, 'the client saw a connection reset');
  });
});
