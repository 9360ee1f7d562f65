// The one API client against a faked platform: prefixes, headers, time-out and the error
// catalogue of spec section 8, with the messages the user would see.
import { expect } from 'chai';
import { api, unwrap, ApiRequestError } from '../../../src/api/client.ts';
import { setRequestTimeout, CLIENT_BASIC } from '../../../src/api/session-fetch.ts';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { clearSession } from '../../../src/state/session-state.ts';
import { envelope, installFakeFetch, json, pathOf, signIn, type FakeServer } from './fake-server.ts';

async function rejection(p: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await p;
  } catch (err) {
    expect(err).to.be.instanceOf(ApiRequestError);
    return err as ApiRequestError;
  }
  throw new Error('expected the call to reject');
}

describe('API client', () => {
  let server: FakeServer;
  let answer: (request: Request) => Response | Promise<Response>;

  beforeEach(async () => {
    store.set(langAtom, 'en_US');
    await activateLanguage('en_US');
    answer = () => envelope(true);
    server = installFakeFetch((r) => answer(r));
    signIn();
  });
  afterEach(() => {
    server.restore();
    setRequestTimeout();
    clearSession();
  });

  describe('paths and headers', () => {
    it('puts the system prefix before system paths and leaves auth paths as written', async () => {
      await unwrap(api.GET('/system/ldap/status'));
      await unwrap(api.GET('/arcana-auth/oauth/captcha'));
      await unwrap(api.GET('/license/manage/status'));
      expect(server.requests.map(pathOf)).to.deep.equal([
        '/arcana-system/system/ldap/status',
        '/arcana-auth/oauth/captcha',
        '/arcana-system/license/manage/status',
      ]);
    });

    it('sends the bearer token, the basic client authorization and the language', async () => {
      await unwrap(api.GET('/system/ldap/status'));
      const headers = server.requests[0]!.headers;
      expect(headers.get('Arcana-Auth')).to.equal('bearer access-1');
      expect(headers.get('Authorization')).to.equal(CLIENT_BASIC);
      expect(CLIENT_BASIC).to.match(/^Basic [A-Za-z0-9+/=]+$/);
      expect(headers.get('Accept-Language')).to.equal('en_US');
    });

    it('follows a language change in Accept-Language at once', async () => {
      store.set(langAtom, 'zh_CN');
      await unwrap(api.GET('/system/ldap/status'));
      expect(server.requests[0]!.headers.get('Accept-Language')).to.equal('zh_CN');
    });

    it('sends no token header without a session', async () => {
      clearSession();
      await unwrap(api.GET('/system/ldap/status'));
      expect(server.requests[0]!.headers.has('Arcana-Auth')).to.equal(false);
    });

    it('gives up after the time-out with the network message', async () => {
      setRequestTimeout(60);
      answer = (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        });
      const started = performance.now();
      const err = await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(performance.now() - started).to.be.lessThan(2000);
      expect(err.status).to.equal(0);
      expect(server.messages).to.deep.equal([{ message: 'There is a network error, please try again later.', intent: 'error' }]);
    });

    it('uses 30000 ms unless a test shortens it', async () => {
      const { REQUEST_TIMEOUT_MS } = await import('../../../src/api/session-fetch.ts');
      expect(REQUEST_TIMEOUT_MS).to.equal(30000);
    });
  });

  describe('envelopes', () => {
    it('returns the envelope data on success', async () => {
      answer = () => envelope({ status: 2 });
      expect(await unwrap(api.GET('/license/manage/status'))).to.deep.equal({ status: 2 });
      expect(server.messages).to.deep.equal([]);
    });

    it('shows msg (or message) of a business error and rejects', async () => {
      answer = () => json({ code: 500, success: false, msg: 'Duplicate menu name' });
      const err = await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(err.code).to.equal(500);
      answer = () => json({ code: 10001, message: 'Group names cannot be repeated' });
      await rejection(unwrap(api.GET('/system/ldap/status')));
      answer = () => json({ code: 10002 });
      await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(server.messages.map((m) => m.message)).to.deep.equal([
        'Duplicate menu name',
        'Group names cannot be repeated',
        'There is a network error, please try again later.',
      ]);
    });

    it('shows nothing for a business error when hideMessage is set, and still rejects', async () => {
      answer = () => json({ code: 500, success: false, msg: 'hidden' });
      const err = await rejection(unwrap(api.GET('/system/ldap/status'), { hideMessage: true }));
      expect(err.message).to.equal('hidden');
      expect(server.messages).to.deep.equal([]);
    });

    it('shows errorMessage of an errorCode body', async () => {
      answer = () => json({ errorCode: 3001, errorMessage: 'Licence expired' });
      const err = await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(err.code).to.equal(3001);
      answer = () => json({ errorCode: 3002 });
      await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(server.messages.map((m) => m.message)).to.deep.equal(['Licence expired', 'There is a network error, please try again later.']);
    });

    it('hands blob answers through untouched', async () => {
      answer = () => new Response(new Blob(['PK\u0003\u0004zip'], { type: 'application/zip' }), { status: 200 });
      const data = await unwrap(api.GET('/system/ldap/status', { parseAs: 'blob' }));
      expect(data).to.be.instanceOf(Blob);
      expect(await data.text()).to.equal('PK\u0003\u0004zip');
    });

    it('hands arraybuffer answers through untouched', async () => {
      answer = () => new Response(new Uint8Array([1, 2, 3]), { status: 200 });
      const data = await unwrap(api.GET('/system/ldap/status', { parseAs: 'arrayBuffer' }));
      expect(data).to.be.instanceOf(ArrayBuffer);
      expect([...new Uint8Array(data)]).to.deep.equal([1, 2, 3]);
    });
  });

  describe('HTTP statuses', () => {
    it('404: the network error message', async () => {
      answer = () => json({ code: 404, msg: 'Not found' }, 404);
      const err = await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(err.status).to.equal(404);
      expect(server.messages.map((m) => m.message)).to.deep.equal(['There is a network error, please try again later.']);
    });

    it('500 with errorCode 4002 is silent; another 500 shows errorMessage or the unknown-error text', async () => {
      answer = () => json({ errorCode: 4002, errorMessage: 'silent one' }, 500);
      await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(server.messages).to.deep.equal([]);
      answer = () => json({ errorCode: 4001, errorMessage: 'Database down' }, 500);
      await rejection(unwrap(api.GET('/system/ldap/status')));
      answer = () => new Response('boom', { status: 500 });
      await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(server.messages.map((m) => m.message)).to.deep.equal([
        'Database down',
        'An unknown error has occurred, please try again later.',
      ]);
    });

    it('other statuses: errorMessage, error_description, msg, else the request-error text', async () => {
      for (const body of [{ errorMessage: 'A' }, { error_description: 'B' }, { code: 400, msg: 'C' }, {}]) {
        answer = () => json(body, 400);
        await rejection(unwrap(api.GET('/system/ldap/status')));
      }
      answer = () => json({ code: 423, msg: 'locked for 30 minutes', data: { minutes: 30 } }, 423);
      const err = await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(err.status).to.equal(423);
      expect(err.body).to.deep.include({ data: { minutes: 30 } });
      expect(server.messages.map((m) => m.message)).to.deep.equal([
        'A',
        'B',
        'C',
        'A request error occurred, please try again later.',
        'locked for 30 minutes',
      ]);
    });

    it('the request-error text is Chinese for a Chinese user', async () => {
      store.set(langAtom, 'zh_CN');
      await activateLanguage('zh_CN');
      answer = () => json({}, 400);
      await rejection(unwrap(api.GET('/system/ldap/status')));
      answer = () => json({}, 404);
      await rejection(unwrap(api.GET('/system/ldap/status')));
      expect(server.messages.map((m) => m.message)).to.deep.equal(['请求发生错误，请稍后重试。', '网络异常，请稍后再试。']);
    });

    it('errors of token URLs pass on without a message', async () => {
      answer = () => json({ code: 400, msg: 'Wrong username or password. 4 attempt(s) left' }, 400);
      const err = await rejection(
        unwrap(api.POST('/arcana-auth/oauth/token', { body: { grant_type: 'password', username: 'a', password: 'b' } })),
      );
      expect(err.message).to.equal('Wrong username or password. 4 attempt(s) left');
      answer = () => json({ code: 401, msg: 'no' }, 401);
      await rejection(unwrap(api.POST('/arcana-auth/oauth/token', { body: { grant_type: 'password', username: 'a', password: 'b' } })));
      expect(server.messages).to.deep.equal([]);
    });
  });
});
