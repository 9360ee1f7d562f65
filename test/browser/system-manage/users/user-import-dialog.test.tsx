// The user import dialog speaks the portal's language to the end: its file chooser is a button of
// ours with the chosen file's name ("选择文件" / "未选择文件" in zh_CN), not the browser's own
// file input, which labels itself in the browser's language ("Choose File", "No file chosen").
import { expect } from 'chai';
import { UserImportDialog } from '../../../../src/features/system-manage/users/user-import-dialog.tsx';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { signIn } from '../../api/fake-server.ts';
import { fireEvent, renderPage, screen, type RenderedPage } from '../../../support/render.tsx';

// The system-manage pages' catalog, as the route loads it (src/app/routes.tsx).
await loadAdminCatalog();

describe('user import dialog', () => {
  let view: RenderedPage | undefined;
  afterEach(async () => {
    view?.unmount();
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
  });

  it('chooses its file through a button in zh_CN and shows the chosen name', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    signIn();
    view = renderPage(<UserImportDialog open onClose={() => undefined} />);
    const input = screen.getByTestId<HTMLInputElement>('import-file');
    expect(input.hidden, 'the native file input is not shown').to.equal(true);
    const name = () => screen.getByTestId('import-file-name').textContent;
    expect(name()).to.equal('未选择文件');

    let opened = false;
    input.addEventListener('click', (e) => {
      opened = true;
      e.preventDefault(); // no system file dialog in the test browser
    });
    fireEvent.click(screen.getByRole('button', { name: '选择文件' }));
    expect(opened, 'the button opens the file chooser').to.equal(true);

    const files = new DataTransfer();
    files.items.add(new File(['username,realName\n'], 'people.csv', { type: 'text/csv' }));
    input.files = files.files;
    fireEvent.change(input);
    expect(name()).to.equal('people.csv');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '导入' }).disabled).to.equal(false);
  });
});
