// What every admin page test sets up and asks: a signed-in user in en_US with the given button
// permissions and a typed fake API installed before each test (and checked for unknown routes,
// then removed, after it); a table row by a cell's text; a tree node by its name and its own
// buttons; a field of the page or of the open dialog by its exact label; the confirm dialog's button
// (pressed, then waited out).
import { expect } from 'chai';
import { store } from '../../src/state/store.ts';
import { langAtom } from '../../src/state/lang-state.ts';
import { buttonPermissionsAtom } from '../../src/state/session-state.ts';
import { activateLanguage } from '../../src/app/i18n/i18n.ts';
import { signIn } from '../browser/api/fake-server.ts';
import { installFakeApi, type FakeApi, type FakeRoutes, type Route } from './fake-api.ts';
import { fireEvent, screen, waitFor, within } from './render.tsx';

/**
 * Call inside `describe`: returns the current test's fake API. A key that is not a route of the
 * contract (a retired endpoint, a typo) is a type error naming it: a function's returned object
 * literal escapes TypeScript's excess-property check, so the unknown keys ask for an argument
 * no call can give.
 */
export function useAdminPage<T extends FakeRoutes>(
  permissions: readonly string[],
  routes: () => T,
  ..._unknownRoutes: [Exclude<keyof T, Route>] extends [never] ? [] : [`not a route of the contract: ${Exclude<keyof T, Route> & string}`]
): () => FakeApi {
  let fake: FakeApi | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    store.set(
      buttonPermissionsAtom,
      permissions.map((code) => ({ code })),
    );
    signIn();
    fake = installFakeApi(routes());
  });
  afterEach(() => {
    expect(fake!.unknown).to.deep.equal([]);
    fake!.restore();
  });
  return () => fake!;
}

/** The table row holding a cell with exactly this text. */
export const rowOf = (text: string) => screen.getByText(text, { exact: true }).closest('[role="row"]') as HTMLElement;

/** The tree node whose text starts with `name` (its badges follow the name); throws when there is none, so `waitFor` waits for it. */
export function treeItem(name: string): HTMLElement {
  const item = screen.getAllByRole('treeitem').find((i) => i.textContent?.startsWith(name));
  if (!item) throw new Error(`no tree node starts with ${name}`);
  return item;
}

/** The button `name` of the tree node `node`: a node's own buttons show on hover, as for a person with a mouse. */
export async function nodeButton(node: string, name: string) {
  fireEvent.mouseOver(await waitFor(() => treeItem(node)));
  return waitFor(() => screen.getByRole('button', { name }));
}

/** A label as Fluent's Field writes it: the text, then a required mark. */
const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The page's field labelled `label` (a settings form's). */
export const fieldOf = (label: string) => screen.getByLabelText(exactly(label)) as HTMLInputElement;

/** The open dialog's field labelled `label`. */
export const dialogField = (label: string) => within(screen.getByRole('dialog')).getByLabelText(exactly(label)) as HTMLInputElement;

/** Types `value` into the open dialog's field `label`. */
export const typeIn = (label: string, value: string) => fireEvent.change(dialogField(label), { target: { value } });

/** Presses `label` in the confirm dialog once it is open (not in one still closing). */
export async function confirmWith(label: string) {
  const button = await waitFor(() => {
    const dialogs = [...screen.queryAllByRole('alertdialog'), ...screen.queryAllByRole('dialog')];
    const found = dialogs.flatMap((d) => within(d).queryAllByRole('button', { name: label }))[0];
    if (!found) throw new Error(`no dialog offers ${label}`);
    return found;
  });
  const dialog = button.closest('[role="alertdialog"], [role="dialog"]');
  fireEvent.click(button);
  // Every confirmation closes on its answer. Wait until it has left the page and, unless another
  // dialog is open (the form under a "discard changes?" question, a result shown next), until the
  // page is back in the accessibility tree: the modal hides the dialog's siblings (aria-hidden)
  // and tabster lifts that on a timer after the dialog has gone, so a button looked up by role
  // at once would not be found (CI failed that way once).
  await waitFor(() => {
    expect(dialog?.isConnected ?? false).to.equal(false);
    const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
    const pageHidden = document.querySelector('body > [aria-hidden="true"]:not([data-tabster-dummy])') !== null;
    expect(dialogOpen || !pageHidden, 'the page is hidden from the accessibility tree').to.equal(true);
  });
}
