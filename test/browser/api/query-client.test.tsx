// The portal's one TanStack Query client: what a user saw is gone after logout, a language
// switch reloads what is on screen in the new language, and a 4xx is not retried.
import { expect } from 'chai';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../src/api/query-client.ts';
import { ApiRequestError, api, unwrap } from '../../../src/api/client.ts';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { endSession } from '../../../src/api/session-fetch.ts';
import { storeLogin } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { envelope, installFakeFetch, pathOf, signIn, type FakeServer } from './fake-server.ts';
import { act, renderPage, screen, waitFor, type RenderedPage } from '../../support/render.tsx';

const licenceQuery = { queryKey: ['test', 'licence'], queryFn: () => unwrap(api.GET('/license/manage/status'), { hideMessage: true }) };

function LicenceStatus() {
  const q = useQuery(licenceQuery);
  return <p data-testid="status">{q.data ? `status ${q.data.status}` : q.isError ? 'failed' : 'loading'}</p>;
}

describe('query client', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    queryClient.clear();
    server = installFakeFetch((r) => (pathOf(r).endsWith('/license/manage/status') ? envelope({ status: 0 }) : envelope(null)));
    signIn();
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server.restore();
    queryClient.clear();
    store.set(langAtom, 'en_US');
  });

  it('forgets every cached answer when the session ends', async () => {
    await queryClient.query(licenceQuery);
    expect(queryClient.getQueryData(licenceQuery.queryKey)).to.deep.equal({ status: 0 });
    endSession('logout');
    expect(queryClient.getQueryCache().getAll()).to.have.length(0);
  });

  it('forgets the cache when another user signs in', async () => {
    await queryClient.query(licenceQuery);
    storeLogin({
      access_token: 'a2',
      refresh_token: 'r2',
      expire_time: Date.now() + 60_000,
      user_id: 2,
      username: 'bob',
      password_status: 1,
    });
    expect(queryClient.getQueryCache().getAll()).to.have.length(0);
  });

  it('loads what is on screen again, in the new language, when the language changes', async () => {
    view = renderPage(<LicenceStatus />, '/', queryClient);
    await waitFor(() => expect(screen.getByTestId('status').textContent).to.equal('status 0'));
    const before = server.requests.length;
    act(() => store.set(langAtom, 'zh_CN'));
    await waitFor(() => expect(server.requests.length).to.equal(before + 1));
    expect(server.requests.at(-1)!.headers.get('Accept-Language')).to.equal('zh_CN');
  });

  it('does not retry a refused call (4xx) and retries a server failure once', () => {
    const retry = queryClient.getDefaultOptions().queries!.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiRequestError('no', 403))).to.equal(false);
    expect(retry(0, new ApiRequestError('down', 503))).to.equal(true);
    expect(retry(0, new ApiRequestError('offline', 0))).to.equal(true);
    expect(retry(1, new ApiRequestError('down', 503))).to.equal(false);
  });
});
