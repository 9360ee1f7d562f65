// A faked `fetch` for the client tests: each test installs a handler that answers requests the
// way the platform would, and reads back what was sent.
import { store } from '../../../src/state/store.ts';
import { authorityAtom, currentUserAtom } from '../../../src/state/session-state.ts';
import { setNotifier, type Intent } from '../../../src/api/notify.ts';

export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeServer {
  requests: Request[];
  messages: { message: string; intent: Intent }[];
  restore(): void;
}

const realFetch = globalThis.fetch;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export const envelope = (data: unknown, code = 200, msg = 'success') => json({ code, success: code === 200, msg, data });

export function installFakeFetch(handler: Handler): FakeServer {
  const server: FakeServer = {
    requests: [],
    messages: [],
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    server.requests.push(request.clone());
    return handler(request);
  };
  sessionStorage.clear(); // no message left over from an earlier test
  setNotifier((message, intent) => server.messages.push({ message, intent }));
  return server;
}

/** A signed-in session as a password login leaves it. */
export function signIn(token = 'access-1', refreshToken = 'refresh-1', expireTime = Date.now() + 3_600_000): void {
  store.set(authorityAtom, { token, refreshToken, expireTime });
  store.set(currentUserAtom, { id: 1, username: 'admin' });
}

export const pathOf = (request: Request) => new URL(request.url).pathname;
