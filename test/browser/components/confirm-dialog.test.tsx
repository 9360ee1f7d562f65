// useConfirm(): the dialog says what will happen and answers true only for its confirm button.
import { expect } from 'chai';
import { act } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { Button } from '@fluentui/react-components';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { useConfirm, type ConfirmOptions } from '../../../src/components/confirm-dialog/confirm-dialog.tsx';
import { pageText, until, type Rendered } from '../login/render.tsx';
import { button, renderAdmin } from './render-admin.tsx';
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

const dialog = () => document.querySelector('[data-testid="confirm-dialog"]');
const click = (el: Element | undefined | null) =>
  act(async () => {
    (el as HTMLElement).click();
  });

describe('confirm dialog', () => {
  let view: Rendered | undefined;
  beforeEach(async () => {
    answers = [];
    await activateLanguage('en_US');
  });
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    await activateLanguage('en_US');
  });

  it('answers true for the confirm button and shows the title, message and labels', async () => {
    view = await renderAdmin(
      <DeleteButton options={{ title: 'Delete alice?', message: 'Her sessions end at once.', confirmText: 'Delete', danger: true }} />,
    );
    await click(button('Delete user'));
    await until(() => expect(dialog()).to.not.equal(null));
    expect(pageText()).to.contain('Delete alice?');
    expect(pageText()).to.contain('Her sessions end at once.');
    expect(dialog()!.getAttribute('role')).to.equal('alertdialog');
    await click(button('Delete'));
    await until(() => expect(answers).to.deep.equal([true]));
    await until(() => expect(dialog()).to.equal(null));
  });

  it('answers false for Cancel and for Escape', async () => {
    view = await renderAdmin(<DeleteButton options={{ title: 'Disable bob?', message: 'He cannot log in until enabled.' }} />);
    await click(button('Delete user'));
    await until(() => expect(dialog()).to.not.equal(null));
    await click(button('Cancel'));
    await until(() => expect(answers).to.deep.equal([false]));

    await click(button('Delete user'));
    await until(() => expect(dialog()).to.not.equal(null));
    await realKeys(async () => {
      await until(() => expect(dialog()!.contains(document.activeElement)).to.equal(true));
      await sendKeys({ press: 'Escape' });
      await until(() => expect(answers).to.deep.equal([false, false]));
    });
    await until(() => expect(dialog()).to.equal(null));
  });

  it('labels its default buttons in Chinese', async () => {
    await activateLanguage('zh_CN');
    view = await renderAdmin(<DeleteButton options={{ title: '删除用户？', message: '此操作无法撤销。' }} />);
    await click(button('Delete user'));
    await until(() => expect(dialog()).to.not.equal(null));
    expect(button('取消')).to.not.equal(undefined);
    expect(button('确认') ?? button('确定')).to.not.equal(undefined);
    await click(button('取消'));
    await until(() => expect(answers).to.deep.equal([false]));
  });
});
