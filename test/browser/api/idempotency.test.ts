// The client's idempotency keys (src/api/idempotency.ts) against a faked platform: every write
// carries a UUID key, a new one per call; a write that met a network error or a proxy's
// 502/503/504 is sent once more with the same key and its answer is the call's; reads, other
// failures and a second failure are not retried.
import { expect } from 'chai';
import { api, unwrap, ApiRequestError } from '../../../src/api/client.ts';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { clearSession } from '../../../src/state/session-state.ts';
import { envelope, installFakeFetch, json, signIn, type FakeServer } from './fake-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const addDept = () => unwrap(api.POST('/system/dept/add', { body: { name: 'Sales', parentId: null, type: 'department', sort: 1 } }));
const keyOf = (r: Request) => r.headers.get('Idempotency-Key');

describe('idempotency keys of the API client', () => {
  let server: FakeServer;
  let answers: Array<(request: Request) => Response | Promise<Response>>;

  beforeEach(async () => {
    store.set(langAtom, 'en_US');
    await activateLanguage('en_US');
    answers = [];
    server = installFakeFetch((r) => (answers.shift() ?? (() => envelope({ id: 7 })))(r));
    signIn();
  });
  afterEach(() => {
    server.restore();
    clearSession();
  });

  it('sends a new UUID key with each write, none with a read', async () => {
    await addDept();
    await addDept();
    await unwrap(api.GET('/system/ldap/status'));
    const [first, second, read] = server.requests;
    expect(keyOf(first!)).to.match(UUID);
    expect(keyOf(second!)).to.match(UUID);
    expect(keyOf(first!)).to.not.equal(keyOf(second!));
    expect(keyOf(read!)).to.equal(null);
  });

  for (const status of [502, 503, 504]) {
    it(`sends a write once more with the same key after a ${status}, and shows nothing`, async () => {
      answers = [() => json({ message: 'bad gateway' }, status)];
      expect(await addDept()).to.deep.equal({ id: 7 });
      expect(server.requests).to.have.length(2);
      expect(keyOf(server.requests[1]!)).to.equal(keyOf(server.requests[0]!));
      expect(await server.requests[1]!.json()).to.deep.equal(await server.requests[0]!.json());
      expect(server.messages).to.deep.equal([]);
    });
  }

  it('sends a write once more with the same key after a network error', async () => {
    answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    expect(await addDept()).to.deep.equal({ id: 7 });
    expect(server.requests).to.have.length(2);
    expect(keyOf(server.requests[1]!)).to.equal(keyOf(server.requests[0]!)).and.to.match(UUID);
  });

  it('retries once only, and never a read or another failure', async () => {
    answers = [() => json({}, 502), () => json({}, 502)];
    const failed = await addDept().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failed).to.be.instanceOf(ApiRequestError);
    expect((failed as ApiRequestError).status).to.equal(502);
    expect(server.requests).to.have.length(2);

    server.requests.length = 0;
    answers = [() => json({}, 502)];
    await unwrap(api.GET('/system/ldap/status')).catch(() => undefined);
    expect(server.requests, 'a read').to.have.length(1);

    server.requests.length = 0;
    answers = [() => json({ errorCode: 500, errorMessage: 'boom' }, 500)];
    await addDept().catch(() => undefined);
    expect(server.requests, 'a 500 is an answer').to.have.length(1);
  });
});
