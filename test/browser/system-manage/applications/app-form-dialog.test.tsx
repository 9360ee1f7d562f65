// The application form's memory budget (memoryBudgetMb, MB of heap growth per open before the
// app-load monitor flags the application): 50 for a new application, the contract's bounds
// (an integer from 1 to 4096) checked before anything is sent, and the value saved.
import { expect } from 'chai';
import { AppFormDialog } from '../../../../src/features/system-manage/applications/app-form-dialog.tsx';
import type { AdminApp } from '../../../../src/features/system-manage/applications/applications-api.ts';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { envelope, installFakeFetch, pathOf, signIn, type FakeServer } from '../../api/fake-server.ts';
import { fireEvent, renderPage, screen, waitFor, type RenderedPage } from '../../../support/render.tsx';
import { dialogField } from '../../../support/admin-page.ts';

// The system-manage pages' catalog, as the route loads it (src/app/routes.tsx).
await loadAdminCatalog();

const LABEL = 'Memory budget (MB)';
const APP = {
  id: 7,
  name: 'Ledger',
  appId: 'ledger',
  code: 'ledger',
  address: 'https://ledger.example.com/',
  openMode: 'embedded',
  menuExpandMode: 'single',
  prefetch: true,
  multiOpen: false,
  carryToken: false,
  memoryBudgetMb: 50,
  sort: 0,
  state: 1,
} as unknown as AdminApp;

const field = dialogField;

/** Types into a React-controlled input the way a keystroke does (an input event with the new value). */
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

const messages = () =>
  [...document.querySelectorAll('.fui-Field__validationMessage')].map((m) => m.textContent?.trim()).filter(Boolean) as string[];

describe('application form: memory budget', () => {
  let fake: FakeServer;
  let view: RenderedPage | undefined;
  let saved: Array<{ path: string; body: Record<string, unknown> }>;
  let closed: number;

  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    signIn();
    saved = [];
    closed = 0;
    fake = installFakeFetch(async (req) => {
      const path = pathOf(req);
      if (path.endsWith('/system/app/manage/detail')) return envelope(APP);
      if (path.endsWith('/system/app/category/list')) return envelope([]);
      if (path.endsWith('/system/app/submit') || path.endsWith('/system/app/update')) {
        saved.push({ path, body: (await req.json()) as Record<string, unknown> });
        return envelope(null);
      }
      return envelope(null, 404, 'not found');
    });
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    fake.restore();
  });

  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  it('starts at 50 for a new application and sends it', async () => {
    view = renderPage(<AppFormDialog appId={null} onClose={() => closed++} />);
    await waitFor(() => expect(field(LABEL).value).to.equal('50'));
    type('Name', 'Ledger');
    type('appId', 'ledger');
    type('Code', 'ledger');
    type('Address (entry URL)', 'https://ledger.example.com/');
    submit();
    await waitFor(() => expect(saved).to.have.length(1));
    expect(saved[0]!.path).to.match(/\/system\/app\/submit$/);
    expect(saved[0]!.body.memoryBudgetMb).to.equal(50);
    await waitFor(() => expect(closed).to.equal(1));
  });

  it('refuses what the contract refuses (integer 1-4096, required) and saves a value within', async () => {
    view = renderPage(<AppFormDialog appId={7} onClose={() => closed++} />);
    await waitFor(() => expect(field('Name').value).to.equal('Ledger'));
    expect(field(LABEL).value).to.equal('50');
    for (const [value, message] of [
      ['0', `${LABEL} must be between 1 and 4096`],
      ['4097', `${LABEL} must be between 1 and 4096`],
      ['2.5', `${LABEL} is not a valid integer`],
      ['', `Please enter ${LABEL}`],
    ] as const) {
      type(LABEL, value);
      submit();
      await waitFor(() => expect(messages()).to.include(message));
    }
    expect(saved).to.have.length(0);
    for (const [value, expected] of [
      ['4096', 4096],
      ['1', 1],
      ['120', 120],
    ] as const) {
      type(LABEL, value);
      submit();
      await waitFor(() => expect(saved.at(-1)?.body.memoryBudgetMb).to.equal(expected));
    }
    expect(saved.map((s) => s.path)).to.satisfy((paths: string[]) => paths.every((p) => p.endsWith('/system/app/update')));
    expect(saved.at(-1)!.body).to.include({ id: 7, code: 'ledger' });
    expect(messages()).to.deep.equal([]);
  });
});
