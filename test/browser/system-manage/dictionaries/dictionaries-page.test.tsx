// The dictionaries page on the page kit, against the typed fake API: the list reads its page
// from the URL and keeps a search there; Add and Edit save through the form dialog; a code the
// server refuses shows on the code field with the dialog still open; Delete asks first, and a
// built-in dictionary offers no Delete.
import { expect } from 'chai';
import DictionariesPage from '../../../../src/features/system-manage/dictionaries/dictionaries-page.tsx';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { buttonPermissionsAtom } from '../../../../src/state/session-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { signIn } from '../../api/fake-server.ts';
import { installFakeApi, Refusal, type FakeApi } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, settled, waitFor, within } from '../../../support/render.tsx';

await loadAdminCatalog();

const REGIONS = { id: 5, code: 'regions', name: 'Regions', i18nNames: {}, status: 1 as const, sort: 0, builtIn: false, itemCount: 3 };
const GENDER = { id: 1, code: 'gender', name: 'Gender', i18nNames: {}, status: 1 as const, sort: 0, builtIn: true, itemCount: 2 };
const entry = { code: 'data-dictionary', path: '/system-manage/data-dictionary', href: '/system-manage/data-dictionary?x=1' } as never;

function fakeDictionaries(): FakeApi {
  return installFakeApi({
    'GET /system/dict/list': ({ query }) => ({ records: [REGIONS, GENDER], total: 42, current: Number(query.get('current')), size: 20 }),
    'POST /system/dict/add': ({ body }) =>
      body.code === 'regions' ? new Refusal(400, 'The dictionary code "regions" is already used') : { ...REGIONS, ...body, id: 9 },
    'POST /system/dict/update': ({ body }) => ({ ...REGIONS, ...body }),
    'POST /system/dict/remove': () => true,
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('dictionaries page (page kit)', () => {
  let fake: FakeApi;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    store.set(buttonPermissionsAtom, [{ code: 'dict:add' }, { code: 'dict:edit' }, { code: 'dict:delete' }, { code: 'dict:status' }]);
    signIn();
    fake = fakeDictionaries();
  });
  afterEach(() => {
    expect(fake.unknown).to.deep.equal([]);
    fake.restore();
  });

  it('lists the page named in the URL and keeps a search there', async () => {
    const view = renderPage(<DictionariesPage title="Dictionaries" entry={entry} params={{}} />, '/system-manage/data-dictionary?page=2');
    await screen.findByText('Regions');
    expect(fake.calls('GET /system/dict/list')[0]!.query.get('current')).to.equal('2');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'reg' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/data-dictionary?keyword=reg'));
    await waitFor(() => expect(fake.calls('GET /system/dict/list').at(-1)?.query.get('keyword')).to.equal('reg'));
    await settled(view.client);
  });

  it('links a type to its items from the entry path, not its href with a query', async () => {
    const view = renderPage(<DictionariesPage title="Dictionaries" entry={entry} params={{}} />, '/system-manage/data-dictionary');
    fireEvent.click(within(await waitFor(() => rowOf('Regions'))).getByRole('button', { name: 'Items' }));
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/data-dictionary/5/items'));
  });

  it('adds a dictionary, and shows a refused code on its field with the dialog open', async () => {
    renderPage(<DictionariesPage title="Dictionaries" entry={entry} params={{}} />);
    await screen.findByText('Regions');
    fireEvent.click(screen.getByRole('button', { name: 'Add dictionary' }));
    const dialog = await screen.findByRole('dialog');
    type('Code', 'regions');
    type('Dictionary name', 'Areas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('The dictionary code "regions" is already used');
    expect(field('Code').getAttribute('aria-invalid')).to.equal('true');

    type('Code', 'areas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(fake.calls('POST /system/dict/add').at(-1)?.body).to.include({ code: 'areas', name: 'Areas' });
  });

  it('edits a dictionary through the same dialog', async () => {
    renderPage(<DictionariesPage title="Dictionaries" entry={entry} params={{}} />);
    fireEvent.click(within(await waitFor(() => rowOf('Regions'))).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog');
    type('Dictionary name', 'Regions of the world');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls('POST /system/dict/update')).to.have.length(1));
    expect(fake.calls('POST /system/dict/update')[0]!.query.get('id')).to.equal('5');
    expect(fake.calls('POST /system/dict/update')[0]!.body).to.include({ code: 'regions', name: 'Regions of the world' });
  });

  it('deletes after the confirmation; a built-in dictionary has no Delete', async () => {
    const view = renderPage(<DictionariesPage title="Dictionaries" entry={entry} params={{}} />);
    const gender = await waitFor(() => rowOf('Gender'));
    expect(within(gender).queryByRole('button', { name: 'Delete' })).to.equal(null);
    fireEvent.click(within(rowOf('Regions')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(fake.calls('POST /system/dict/remove')).to.have.length(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls('POST /system/dict/remove')).to.have.length(1));
    expect(fake.calls('POST /system/dict/remove')[0]!.query.get('id')).to.equal('5');
    await settled(view.client);
  });
});
