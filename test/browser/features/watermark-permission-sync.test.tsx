// The portal side of the elements: the watermark overlay follows the server settings, and the
// user's button permissions reach every <arcana-permission> through the page-wide registry.
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'jotai';
import { store } from '../../../src/state/store.ts';
import { buttonPermissionsAtom, clearSession } from '../../../src/state/session-state.ts';
import { WatermarkOverlay } from '../../../src/features/watermark/watermark-overlay.tsx';
import { PermissionSync } from '../../../src/features/permissions/permission-sync.tsx';
import { Permission } from '../../../elements/react/permission.ts';
import { permissionRegistry } from '../../../elements/permission/permission-registry.ts';
import { envelope, installFakeFetch, pathOf, signIn, type FakeServer } from '../api/fake-server.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, testQueryClient, waitFor } from '../../support/render.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settings = (enabled: boolean) => ({
  enabled,
  content: { department: true, ip: true, time: false, custom: 'Internal' },
  fontSize: 18,
  font: 'pingfang',
  color: 'rgba(0, 0, 0, 0.1)',
  margin: 90,
  rotate: -20,
  departmentName: 'Finance',
  clientIp: '10.9.8.7',
});

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('portal use of the elements', () => {
  let host: HTMLElement;
  let root: Root;
  let server: FakeServer | undefined;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    signIn();
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
    server?.restore();
    clearSession();
  });

  async function renderOverlay(enabled: boolean) {
    server = installFakeFetch((req) =>
      pathOf(req) === '/arcana-system/system/watermark/cfg' ? envelope(settings(enabled)) : envelope(null, 404),
    );
    await act(async () => {
      root.render(
        <Provider store={store}>
          <QueryClientProvider client={testQueryClient()}>
            <WatermarkOverlay />
          </QueryClientProvider>
        </Provider>,
      );
    });
    await act(tick);
  }

  /** The overlay's element once drawn: the element's code is loaded on first use, so it may come a moment later. */
  const shownWatermark = () =>
    waitFor(() => {
      const el = document.querySelector('arcana-watermark');
      expect(el === null).to.equal(false);
      return el!;
    });

  it('draws the configured watermark over the whole page when enabled', async () => {
    await renderOverlay(true);
    const el = await shownWatermark();
    expect(el.fullscreen).to.equal(true);
    expect(el.lines).to.deep.equal(['Finance', '10.9.8.7', 'Internal']);
    expect(el.fontSize).to.equal(18);
    expect(el.font).to.equal('pingfang');
    expect(el.gap).to.equal(90);
    expect(el.rotate).to.equal(-20);
    expect(server!.requests[0]!.headers.get('arcana-auth')).to.equal('bearer access-1');
  });

  it('draws nothing when the settings disable it', async () => {
    await renderOverlay(false);
    expect(document.querySelector('arcana-watermark') === null).to.equal(true);
  });

  it('lets React remove the watermark on unmount (logout) despite its tamper guard', async () => {
    await renderOverlay(true);
    await shownWatermark();
    await act(async () =>
      root.render(
        <Provider store={store}>
          <div />
        </Provider>,
      ),
    );
    await act(tick);
    expect(document.querySelector('arcana-watermark') === null).to.equal(true);
  });

  it('pushes the button permissions into the registry that gates <arcana-permission>', async () => {
    store.set(buttonPermissionsAtom, [{ code: 'app:add' }]);
    await act(async () => {
      root.render(
        <Provider store={store}>
          <PermissionSync />
          <Permission code="app:add">
            <button id="add">Add</button>
          </Permission>
          <Permission code="app:remove">
            <button id="remove">Remove</button>
          </Permission>
        </Provider>,
      );
    });
    await act(tick);
    const visible = (id: string) => document.getElementById(id)!.getClientRects().length > 0;
    expect(permissionRegistry.list).to.deep.equal([{ code: 'app:add' }]);
    expect(visible('add')).to.equal(true);
    expect(visible('remove')).to.equal(false);
    await act(async () => store.set(buttonPermissionsAtom, [{ code: 'app:remove' }]));
    await act(tick);
    expect(visible('add')).to.equal(false);
    expect(visible('remove')).to.equal(true);
  });
});
