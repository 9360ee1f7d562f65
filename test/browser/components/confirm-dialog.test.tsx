// useConfirm(): the dialog says what will happen and answers true only for its confirm button.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { Button } from '@fluentui/react-components';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { useConfirm, type ConfirmOptions } from '../../../src/components/confirm-dialog/confirm-dialog.tsx';
import { cleanup, fireEvent, renderPage, screen, waitFor } from '../../support/render.tsx';
import { realKeys } from '../../support/real-keys.ts';

let answers: boolean[] = [];

function DeleteButton({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  return (
    <Button
      onClick={async () => {
        answers.push(await confirm(options));
      }}
    >
      Delete user
    </Button>
  );
}

const dialog = () => screen.queryByTestId('confirm-dialog');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('confirm dialog', () => {
  beforeEach(async () => {
    answers = [];
    await activateLanguage('en_US');
  });
  afterEach(async () => {
    cleanup(); // before the language changes under a mounted page
    await activateLanguage('en_US');
  });

  it('answers true for the confirm button and shows the title, message and labels', async () => {
    renderPage(
      <DeleteButton options={{ title: 'Delete alice?', message: 'Her sessions end at once.', confirmText: 'Delete', danger: true }} />,
    );
    click('Delete user');
    await waitFor(() => expect(dialog()).to.not.equal(null));
    expect(screen.getByText('Delete alice?')).to.not.equal(null);
    expect(screen.getByText('Her sessions end at once.')).to.not.equal(null);
    expect(dialog()!.getAttribute('role')).to.equal('alertdialog');
    click('Delete');
    await waitFor(() => expect(answers).to.deep.equal([true]));
    await waitFor(() => expect(dialog()).to.equal(null));
  });

  it('answers false for Cancel and for Escape', async () => {
    renderPage(<DeleteButton options={{ title: 'Disable bob?', message: 'He cannot log in until enabled.' }} />);
    click('Delete user');
    await waitFor(() => expect(dialog()).to.not.equal(null));
    click('Cancel');
    await waitFor(() => expect(answers).to.deep.equal([false]));

    click('Delete user');
    await waitFor(() => expect(dialog()).to.not.equal(null));
    await realKeys(async () => {
      await waitFor(() => expect(dialog()!.contains(document.activeElement)).to.equal(true));
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(answers).to.deep.equal([false, false]));
    });
    await waitFor(() => expect(dialog()).to.equal(null));
  });

  it('labels its default buttons in Chinese', async () => {
    await activateLanguage('zh_CN');
    renderPage(<DeleteButton options={{ title: '删除用户？', message: '此操作无法撤销。' }} />);
    click('Delete user');
    await waitFor(() => expect(dialog()).to.not.equal(null));
    expect(screen.queryByRole('button', { name: '取消' })).to.not.equal(null);
    expect(screen.queryByRole('button', { name: '确认' }) ?? screen.queryByRole('button', { name: '确定' })).to.not.equal(null);
    click('取消');
    await waitFor(() => expect(answers).to.deep.equal([false]));
  });
});
