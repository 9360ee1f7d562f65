// Button permissions in React (<Can>, usePermission) follow the user's category-2 menu codes,
// and the numeric inputs keep only what spec section 5 allows as the user types.
import { expect } from 'chai';
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { store } from '../../../src/state/store.ts';
import { buttonPermissionsAtom } from '../../../src/state/session-state.ts';
import { Can } from '../../../src/components/permission/can.tsx';
import { usePermission } from '../../../src/components/permission/use-permission.ts';
import { IntegerInput } from '../../../src/components/numeric-input/integer-input.tsx';
import { MoneyInput } from '../../../src/components/numeric-input/money-input.tsx';
import { QueryState } from '../../../src/components/query-state/query-state.tsx';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { act, fireEvent, renderPage, screen, waitFor, type RenderedPage } from '../../support/render.tsx';

function Toolbar() {
  const canExport = usePermission('user:export');
  return (
    <>
      <Can code="user:add">
        <Button>Add</Button>
      </Can>
      <Can code="user:delete" mode="disable">
        <Button>Delete</Button>
      </Can>
      <span data-testid="export">{canExport ? 'yes' : 'no'}</span>
    </>
  );
}

function Amounts() {
  const [port, setPort] = useState('');
  const [price, setPrice] = useState('');
  return (
    <>
      <IntegerInput value={port} onChange={setPort} data-testid="port" />
      <MoneyInput value={price} onChange={setPrice} data-testid="price" />
    </>
  );
}

/** Types into a React-controlled input the way a keystroke does; returns what the field keeps. */
function type(testId: string, value: string) {
  const input = screen.getByTestId<HTMLInputElement>(testId);
  fireEvent.input(input, { target: { value } });
  return input.value;
}

const button = (name: string) => screen.queryByRole<HTMLButtonElement>('button', { name });

describe('button permissions and numeric inputs', () => {
  let view: RenderedPage | undefined;
  beforeEach(() => activateLanguage('en_US'));
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    store.set(buttonPermissionsAtom, []);
  });

  it('shows, disables or hides admin buttons by exact code, and follows a change of the list', async () => {
    store.set(buttonPermissionsAtom, [{ code: 'user:add' }]);
    view = renderPage(<Toolbar />);
    expect(button('Add')).to.not.equal(null);
    expect(button('Delete')!.disabled).to.equal(true);
    expect(screen.getByTestId('export').textContent).to.equal('no');
    await act(async () => store.set(buttonPermissionsAtom, [{ code: 'user:delete' }, { code: 'user:export' }, { code: 'user' }]));
    expect(button('Add')).to.equal(null);
    expect(button('Delete')!.disabled).to.equal(false);
    expect(screen.getByTestId('export').textContent).to.equal('yes');
  });

  it('filters amounts as they are typed; an integer field refuses what is not a whole number', async () => {
    view = renderPage(<Amounts />);
    expect(type('port', '0080')).to.equal('80');
    expect(document.body.textContent).to.not.contain('Whole numbers only');
    // "1.5" and "-5" are refused whole, not stored as 15 and 5, and the field says why.
    expect(type('port', '1.5')).to.equal('80');
    expect(screen.getByRole('status').textContent).to.equal('Whole numbers only');
    expect(type('port', '-5')).to.equal('80');
    expect(type('port', '000')).to.equal('0');
    expect(document.body.textContent).to.not.contain('Whole numbers only');
    expect(type('price', '¥0012..345')).to.equal('12.34');
    expect(type('price', '.5')).to.equal('0.5');
  });

  it('shows loading, then the error with Retry, then the data', async () => {
    let refetched = 0;
    const base = {
      data: undefined as string | undefined,
      isPending: true,
      isError: false,
      error: null as unknown,
      refetch: () => {
        refetched += 1;
      },
    };
    const ui = (q: typeof base) => (
      <QueryState query={q} loadingLabel="Loading the licence…" errorTitle="The licence could not be loaded.">
        {(d) => <p>{d}</p>}
      </QueryState>
    );
    view = renderPage(ui(base));
    expect(document.body.textContent).to.contain('Loading the licence…');
    view.unmount();
    view = renderPage(
      ui({ ...base, isPending: false, isError: true, error: new Error('There is a network error, please try again later.') }),
    );
    expect(document.body.textContent).to.contain('The licence could not be loaded.');
    expect(document.body.textContent).to.contain('There is a network error');
    fireEvent.click(button('Retry')!);
    expect(refetched).to.equal(1);
    view.unmount();
    view = renderPage(ui({ ...base, data: 'Recurring', isPending: false }));
    await waitFor(() => expect(document.body.textContent).to.contain('Recurring'));
  });
});
