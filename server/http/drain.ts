// Stopping a process without failing a request a proxy has already sent it (SIGTERM, see
// main.ts and README "Restarting without losing a request").
//
// Node's `server.close()` closes every idle keep-alive connection at once. An idle connection in
// nginx's cache may carry a request nginx has just written and the server has not read yet: the
// close resets it, and nginx answers 502 for a POST (it never re-sends one on its own). So a
// draining process stops accepting new connections but closes none itself while a proxy may
// still write on it:
// - a request arriving on an open connection is served, its answer with `Connection: close`
//   (Node then ends the connection after it); so is every answer in flight at SIGTERM;
// - an idle connection is left for the client to close (nginx's upstream `keepalive_timeout`,
//   3 s in deploy/nginx/arcana.conf) and closed here only once it has been idle for IDLE_CLOSE_MS,
//   longer than that: by then nginx has dropped it from its cache and cannot be writing on it;
// - the drain ends as soon as the last connection is gone; after FORCE_CLOSE_MS the connections
//   left are cut (a client that holds one open with requests forever).
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Idle time after which a draining process closes a connection itself (> nginx's 3 s). */
export const IDLE_CLOSE_MS = 4_000;
/** Connections still open this long after the drain began are cut. */
export const FORCE_CLOSE_MS = 10_000;
const CHECK_EVERY_MS = 100;

interface Connection {
  /** Answers started on it and not finished (0 when idle). */
  busy: number;
  idleSince: number;
}

export interface DrainResult {
  /** Milliseconds from the start of the drain to the last connection gone. */
  ms: number;
  /** Connections cut at FORCE_CLOSE_MS (0 in the common case). */
  forced: number;
}

export interface Drainer {
  /** Whether a drain has begun. */
  readonly draining: boolean;
  /**
   * Stops accepting connections and resolves once every open one has ended (see above).
   * Idempotent: a second call gets the same promise.
   */
  drain(opts?: { idleCloseMs?: number; forceCloseMs?: number }): Promise<DrainResult>;
}

/** Tracks the connections of `server` from now on; call before it listens. */
export function trackConnections(server: Server): Drainer {
  const connections = new Map<Socket, Connection>();
  const answers = new Set<ServerResponse>();
  let draining = false;
  let drained: Promise<DrainResult> | undefined;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First among the 'request' listeners, so the header is set before any handler can answer.
  server.prependListener('request', (req, res: ServerResponse) => {
    const conn = connections.get(req.socket);
    if (conn) conn.busy++;
    answers.add(res);
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      answers.delete(res);
      if (conn) {
        conn.busy--;
        conn.idleSince = performance.now();
      }
    };
    res.once('finish', finished);
    res.once('close', finished);
  });

  return {
    get draining() {
      return draining;
    },
    drain({ idleCloseMs = IDLE_CLOSE_MS, forceCloseMs = FORCE_CLOSE_MS } = {}) {
      if (drained) return drained;
      draining = true;
      const started = performance.now();
      // The answers in flight end their connection too.
      for (const res of answers) if (!res.headersSent) res.setHeader('Connection', 'close');
      // net's close, not http's: http.Server#close would also close the idle connections now.
      if (server.listening) NetServer.prototype.close.call(server);
      drained = new Promise<DrainResult>((resolve) => {
        const check = () => {
          const now = performance.now();
          if (connections.size === 0) {
            clearInterval(timer);
            resolve({ ms: now - started, forced: 0 });
            return;
          }
          if (now - started >= forceCloseMs) {
            clearInterval(timer);
            const forced = connections.size;
            for (const socket of connections.keys()) socket.destroy();
            resolve({ ms: now - started, forced });
            return;
          }
          for (const [socket, conn] of connections) {
            if (conn.busy === 0 && now - conn.idleSince >= idleCloseMs) socket.destroy();
          }
        };
        const timer = setInterval(check, CHECK_EVERY_MS);
        check();
      });
      return drained;
    },
  };
}
