// The data table as an administrator uses it: pages, page sizes, sorting, searching, selecting
// rows for a bulk action, the empty and error states, remembered columns and the keyboard.
import { expect } from 'chai';
import { DataTable } from '../../../src/components/data-table/data-table.tsx';
import { sendKeys } from '@web/test-runner-commands';
import { store } from '../../../src/state/store.ts';
import { currentUserAtom } from '../../../src/state/session-state.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { Harness, fakeApi, type Row } from './data-table-harness.tsx';
import { realKeys } from '../../support/real-keys.ts';
import { fireEvent, renderPage, screen, waitFor, within, type RenderedPage } from '../../support/render.tsx';

const bodyRows = () => [
  ...(document.querySelectorAll('[data-testid="data-table"] [role="rowgroup"]')[1]?.querySelectorAll('[role="row"]') ?? []),
];
const firstCells = () => bodyRows().map((r) => r.querySelectorAll('[role="gridcell"]')[1]?.textContent);
const names = () => bodyRows().map((r) => r.querySelectorAll('[role="gridcell"]')[2]?.textContent);
const text = (id: string) => screen.queryByTestId(id)?.textContent;
const header = (name: string) => screen.queryAllByRole('columnheader').find((h) => h.textContent === name) as HTMLElement;
/** The header's sort control (Fluent renders it as role=button inside a sortable header). */
const sortControl = (name: string) => header(name).querySelector<HTMLElement>('[role="button"]') ?? header(name);
const click = (el: Element | undefined | null) => fireEvent.click(el!);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('data table', () => {
  let view: RenderedPage | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    store.set(currentUserAtom, { id: 7, username: 'alice' });
    localStorage.removeItem('tableColumns:7:test-users');
    localStorage.removeItem('tableColumns:8:test-users');
    fakeApi.calls = [];
    fakeApi.failWith = null;
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
  });

  it('shows the first page and moves through the pages, keeping the page in the URL', async () => {
    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    expect(firstCells()[0]).to.equal('1');
    expect(text('pager-range')).to.equal('1–20 of 45');
    expect(text('pager-page')).to.equal('Page 1 of 3');
    expect(button('Previous page').disabled).to.equal(true);

    click(button('Next page'));
    await waitFor(() => expect(firstCells()[0]).to.equal('21'));
    expect(view.location.history.at(-1)).to.equal('/list?page=2');
    click(button('Last page'));
    await waitFor(() => expect(bodyRows()).to.have.length(5));
    expect(text('pager-range')).to.equal('41–45 of 45');
    expect(button('Next page').disabled).to.equal(true);
    expect(fakeApi.calls.map((c) => c.page)).to.deep.equal([1, 2, 3]);
  });

  it('changes the page size and starts again from the first page', async () => {
    view = renderPage(<Harness />, '/list?page=2');
    await waitFor(() => expect(firstCells()[0]).to.equal('21'));
    click(within(screen.getByTestId('pager')).getByRole('combobox'));
    click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(bodyRows()).to.have.length(10));
    expect(firstCells()[0]).to.equal('1');
    expect(text('pager-page')).to.equal('Page 1 of 5');
    expect(view.location.history.at(-1)).to.equal('/list?size=10');
  });

  it('asks the server to sort when a sortable header is clicked, and reverses on a second click', async () => {
    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    click(sortControl('Name'));
    await waitFor(() => expect(fakeApi.calls.at(-1)?.sort).to.deep.equal({ column: 'name', direction: 'asc' }));
    click(sortControl('Name'));
    await waitFor(() => expect(names()[0]).to.equal('User 45'));
    expect(fakeApi.calls.at(-1)?.sort).to.deep.equal({ column: 'name', direction: 'desc' });
    expect(header('Name').getAttribute('aria-sort')).to.equal('descending');
    // E-mail is not sortable: clicking it asks nothing.
    const before = fakeApi.calls.length;
    click(header('E-mail'));
    expect(fakeApi.calls.length).to.equal(before);
  });

  it('searches on Enter and shows the empty state when nothing matches', async () => {
    view = renderPage(<Harness />, '/list?page=2');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    await realKeys(async () => {
      const input = screen.getByTestId<HTMLInputElement>('data-table-search');
      input.focus();
      await sendKeys({ type: 'User 1' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(fakeApi.calls.at(-1)).to.include({ keyword: 'User 1', page: 1 }));
      await waitFor(() => expect(bodyRows()).to.have.length(10));
      input.select();
      await sendKeys({ type: 'nobody' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(text('data-table-empty')).to.equal('No records found.'));
      expect(bodyRows()).to.have.length(0);
    });
  });

  it('shows the bulk-action bar for selected rows and hands them to the action', async () => {
    let acted: Row[] = [];
    view = renderPage(
      <Harness
        onBulk={(rows) => {
          acted = rows;
        }}
      />,
      '/list',
    );
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    expect(screen.queryByTestId('bulk-bar')).to.equal(null);
    click(bodyRows()[0]!.querySelector('input[type="checkbox"]'));
    click(bodyRows()[2]!.querySelector('input[type="checkbox"]'));
    await waitFor(() => expect(text('bulk-bar')).to.contain('2 selected'));
    click(button('Delete selected'));
    expect(acted.map((r) => r.id)).to.deep.equal([1, 3]);
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).to.equal(null));

    // Select all selects the page; another page starts with nothing selected.
    click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await waitFor(() => expect(text('bulk-bar')).to.contain('20 selected'));
    click(button('Next page'));
    await waitFor(() => expect(firstCells()[0]).to.equal('21'));
    expect(screen.queryByTestId('bulk-bar')).to.equal(null);
  });

  it('shows the error with its reason and loads again on Retry', async () => {
    fakeApi.failWith = 'The server is not reachable.';
    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(text('error-retry')).to.contain('The users could not be loaded.'));
    expect(text('error-retry')).to.contain('The server is not reachable.');
    fakeApi.failWith = null;
    click(button('Retry'));
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    expect(screen.queryByTestId('error-retry')).to.equal(null);
  });

  it('remembers hidden columns per user', async () => {
    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    click(screen.queryByTestId('column-menu'));
    const emailItem = await waitFor(() => {
      const item = screen.queryAllByRole('menuitemcheckbox').find((i) => i.textContent === 'E-mail');
      expect(item).to.not.equal(undefined);
      return item!;
    });
    // ID cannot be hidden, so it is not offered.
    expect(screen.getAllByRole('menuitemcheckbox').map((i) => i.textContent)).to.deep.equal(['Name', 'E-mail']);
    click(emailItem);
    await waitFor(() => expect(header('E-mail')).to.equal(undefined));
    view.unmount();

    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    expect(header('E-mail')).to.equal(undefined);
    view.unmount();

    store.set(currentUserAtom, { id: 8, username: 'bob' });
    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    expect(header('E-mail')).to.not.equal(undefined);
  });

  it('keeps the row actions in view when a table wider than its box scrolls sideways', async () => {
    const rows = [{ id: 1, name: 'Alice Liddell', email: 'alice@example.test' }];
    view = renderPage(
      <div style={{ width: '420px' }}>
        <DataTable
          tableId="test-pinned"
          label="Pinned"
          columns={[
            { id: 'id', label: 'ID', cell: (r) => r.id, width: 96 },
            { id: 'name', label: 'Name', cell: (r) => r.name, minWidth: 300 },
            { id: 'email', label: 'E-mail', cell: (r) => r.email, minWidth: 300 },
            { id: 'actions', label: 'Actions', cell: (r) => <button type="button">Edit {r.name}</button>, width: 120 },
          ]}
          data={{ rows, total: 1, loading: false, error: null, refetch: () => undefined }}
          getRowId={(r) => r.id}
          page={1}
          size={20}
        />
      </div>,
    );
    const box = screen.queryByTestId('data-table')!.parentElement!.getBoundingClientRect();
    const edit = button('Edit Alice Liddell');
    expect(header('E-mail').getBoundingClientRect().right).to.be.greaterThan(box.right, 'the table is wider than its box');
    expect(edit.getBoundingClientRect().right).to.be.at.most(box.right + 1);
    expect(header('Actions').getBoundingClientRect().right).to.be.at.most(box.right + 1);
  });

  it('works from the keyboard: sort from a header, move between cells, select with Space', async () => {
    view = renderPage(<Harness />, '/list');
    await waitFor(() => expect(bodyRows()).to.have.length(20));
    await realKeys(async () => {
      sortControl('ID').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(fakeApi.calls.at(-1)?.sort).to.deep.equal({ column: 'id', direction: 'asc' }));
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(firstCells()[0]).to.equal('45'));

      // Arrow keys move between the grid's cells; Space on a row's checkbox selects it.
      await sendKeys({ press: 'ArrowDown' });
      const focusedRow = () => document.activeElement?.closest('[role="row"]');
      await waitFor(() => expect(bodyRows().indexOf(focusedRow()!)).to.equal(0));
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => expect(bodyRows().indexOf(focusedRow()!)).to.equal(1));
      const checkbox = bodyRows()[1]!.querySelector('input[type="checkbox"]') as HTMLInputElement;
      checkbox.focus();
      await sendKeys({ press: 'Space' });
      await waitFor(() => expect(text('bulk-bar')).to.contain('1 selected'));
    });
  });
});
