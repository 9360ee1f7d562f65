// The application form's memory budget (memoryBudgetMb, MB of heap growth per open before the
// app-load monitor flags the application): 50 for a new application, the contract's bounds
// (an integer from 1 to 4096) checked before anything is sent, and the value saved.
import { expect } from 'chai';
import { act } from 'react';
import { AppFormDialog } from '../../../../src/features/system-manage/applications/app-form-dialog.tsx';
import type { AdminApp } from '../../../../src/features/system-manage/applications/applications-api.ts';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { envelope, installFakeFetch, pathOf, signIn, type FakeServer } from '../../api/fake-server.ts';
import { button, renderAdmin } from '../../components/render-admin.tsx';
import { until, type Rendered } from '../../login/render.tsx';

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

/** The input of the field whose label is `label`. */
function field(label: string): HTMLInputElement {
  const labelEl = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label);
  const input = labelEl ? document.getElementById(labelEl.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
  return input;
}

/** Types into a React-controlled input the way a keystroke does. */
async function type(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const messages = () =>
  [...document.querySelectorAll('.fui-Field__validationMessage')].map((m) => m.textContent?.trim()).filter(Boolean) as string[];

describe('application form: memory budget', () => {
  let fake: FakeServer;
  let view: Rendered | undefined;
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
    await view?.unmount();
    view = undefined;
    fake.restore();
  });

  const submit = () =>
    act(async () => {
      button('Save')!.click();
    });

  it('starts at 50 for a new application and sends it', async () => {
    view = await renderAdmin(<AppFormDialog appId={null} onClose={() => closed++} />);
    await until(() => expect(field(LABEL).value).to.equal('50'));
    await type('Name', 'Ledger');
    await type('appId', 'ledger');
    await type('Code', 'ledger');
    await type('Address (entry URL)', 'https://ledger.example.com/');
    await submit();
    await until(() => expect(saved).to.have.length(1));
    expect(saved[0]!.path).to.match(/\/system\/app\/submit$/);
    expect(saved[0]!.body.memoryBudgetMb).to.equal(50);
    await until(() => expect(closed).to.equal(1));
  });

  it('refuses what the contract refuses (integer 1-4096, required) and saves a value within', async () => {
    view = await renderAdmin(<AppFormDialog appId={7} onClose={() => closed++} />);
    await until(() => expect(field('Name').value).to.equal('Ledger'));
    expect(field(LABEL).value).to.equal('50');
    for (const [value, message] of [
      ['0', `${LABEL} must be between 1 and 4096`],
      ['4097', `${LABEL} must be between 1 and 4096`],
      ['2.5', `${LABEL} is not a valid integer`],
      ['', `Please enter ${LABEL}`],
    ] as const) {
      await type(LABEL, value);
      await submit();
      await until(() => expect(messages()).to.include(message));
    }
    expect(saved).to.have.length(0);
    for (const [value, expected] of [
      ['4096', 4096],
      ['1', 1],
      ['120', 120],
    ] as const) {
      await type(LABEL, value);
      await submit();
      await until(() => expect(saved.at(-1)?.body.memoryBudgetMb).to.equal(expected));
    }
    expect(saved.map((s) => s.path)).to.satisfy((paths: string[]) => paths.every((p) => p.endsWith('/system/app/update')));
    expect(saved.at(-1)!.body).to.include({ id: 7, code: 'ledger' });
    expect(messages()).to.deep.equal([]);
  });
});
