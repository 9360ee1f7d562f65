// A failed call's message names the request id the server gave it (X-Request-Id / the envelope's
// requestId), in the interface language, so the user can quote it to support.
import { expect } from 'chai';
import { api, unwrap, ApiRequestError } from '../../../src/api/client.ts';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { clearSession } from '../../../src/state/session-state.ts';
import { ToastBridge } from '../../../src/app/toasts.tsx';
import { installFakeFetch, json, signIn, type FakeServer } from '../api/fake-server.ts';
import { sendKeys } from '@web/test-runner-commands';
import { realKeys } from '../../support/real-keys.ts';
import { act, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

describe('error toasts', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server.restore();
    clearSession();
  });

  for (const [lang, label] of [
    ['en_US', 'Request ID: 5f0c2a9e41d7b36c8e0f1a2b3c4d5e6f'],
    ['zh_CN', '请求编号：5f0c2a9e41d7b36c8e0f1a2b3c4d5e6f'],
  ] as const) {
    it(`shows the request id under the message (${lang})`, async () => {
      store.set(langAtom, lang);
      await activateLanguage(lang);
      server = installFakeFetch(() =>
        json({ code: 400, success: false, msg: 'The name is taken', data: null, requestId: '5f0c2a9e41d7b36c8e0f1a2b3c4d5e6f' }, 400),
      );
      signIn();
      view = renderPage(<ToastBridge />);
      let err: unknown;
      await act(async () => {
        err = await unwrap(api.GET('/system/ldap/status')).catch((e: unknown) => e);
      });
      expect(err).to.be.instanceOf(ApiRequestError);
      expect((err as ApiRequestError).requestId).to.equal('5f0c2a9e41d7b36c8e0f1a2b3c4d5e6f');
      await waitFor(() => expect(document.body.textContent).to.include('The name is taken'));
      const id = await waitFor(() => {
        const el = document.querySelector('[data-testid="toast-request-id"]');
        expect(el).to.not.equal(null);
        return el!;
      });
      expect(id.textContent).to.equal(label);
    });
  }

  it('can be dismissed from the keyboard, so a toast never holds the focus until it times out', async () => {
    store.set(langAtom, 'zh_CN');
    await activateLanguage('zh_CN');
    server = installFakeFetch(() => json({ code: 400, success: false, msg: '名称已存在', data: null }, 400));
    signIn();
    view = renderPage(<ToastBridge />);
    await act(async () => {
      await unwrap(api.GET('/system/ldap/status')).catch(() => undefined);
    });
    const dismiss = await waitFor(() => {
      const el = document.querySelector<HTMLButtonElement>('[data-testid="toast-dismiss"]');
      expect(el).to.not.equal(null);
      return el!;
    });
    expect(dismiss.getAttribute('aria-label')).to.equal('关闭');
    dismiss.focus();
    await realKeys(async () => {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(document.body.textContent).to.not.include('名称已存在'));
    });
  });

  it('takes the id from the header when the answer is no envelope (a proxy error page)', async () => {
    store.set(langAtom, 'en_US');
    await activateLanguage('en_US');
    server = installFakeFetch(() => new Response('<html>502</html>', { status: 502, headers: { 'X-Request-Id': 'abcdef0123456789' } }));
    signIn();
    const err = (await unwrap(api.GET('/system/ldap/status')).catch((e: unknown) => e)) as ApiRequestError;
    expect(err.requestId).to.equal('abcdef0123456789');
  });
});
