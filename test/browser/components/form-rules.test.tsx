// Form rules generated from the contract (src/api/gen/constraints.ts): the limits of
// openapi/ with the spec's form messages, in English and in Chinese, in a react-hook-form form.
import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { Button, Input } from '@fluentui/react-components';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { constraints } from '../../../src/api/gen/constraints.ts';
import { checkConstraints, rulesFor } from '../../../src/api/form-rules.ts';
import { FormField } from '../../../src/components/form-field/form-field.tsx';
import { IntegerInput } from '../../../src/components/numeric-input/integer-input.tsx';
import { fireEvent, renderPage, screen, waitFor, type RenderedPage } from '../../support/render.tsx';

interface Values {
  title: string;
  style: string;
  lockCount: string;
}

let saved: Values[] = [];

function SettingsForm({ labels }: { labels: { title: string; style: string; lockCount: string } }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { title: '', style: '#0f6cbd', lockCount: '5' }, mode: 'onSubmit' });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => {
        saved.push(v);
      })}
    >
      <FormField control={control} name="title" label={labels.title} rules={rulesFor('PlatformConfig', 'title', labels.title)}>
        {(field) => <Input {...field} data-testid="title" />}
      </FormField>
      <FormField control={control} name="style" label={labels.style} rules={rulesFor('PlatformConfig', 'style', labels.style)}>
        {(field) => <Input {...field} data-testid="style" />}
      </FormField>
      <FormField
        control={control}
        name="lockCount"
        label={labels.lockCount}
        rules={rulesFor('LoginVerification', 'lockCount', labels.lockCount)}
      >
        {(field) => <IntegerInput {...field} data-testid="lockCount" />}
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

/** Types into a React-controlled input the way a keystroke does (an input event with the new value). */
function type(testId: string, value: string) {
  const input = screen.getByTestId<HTMLInputElement>(testId);
  fireEvent.input(input, { target: { value } });
  return input;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

const messages = () =>
  [...document.querySelectorAll('[role="alert"], .fui-Field__validationMessage')].map((m) => m.textContent?.trim()).filter(Boolean);

describe('form rules from the contract', () => {
  let view: RenderedPage | undefined;
  beforeEach(() => {
    saved = [];
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await activateLanguage('en_US');
  });

  it('carries the YAML limits into the generated table', () => {
    expect(constraints.PlatformConfig.title).to.deep.equal({ required: true, type: 'string', maxLength: 40 });
    expect(constraints.LoginVerification.lockCount).to.include({ minimum: 1, maximum: 100 });
  });

  it('checks required, whitespace, length, pattern, range and enum with the spec messages', async () => {
    await activateLanguage('en_US');
    const title = constraints.PlatformConfig.title;
    expect(checkConstraints(title, 'Platform name', '')).to.equal('Please enter Platform name');
    expect(checkConstraints(title, 'Platform name', '   ')).to.equal('Platform name cannot be blank');
    expect(checkConstraints(title, 'Platform name', 'x'.repeat(41))).to.equal('Platform name must be at most 40 characters');
    expect(checkConstraints(title, 'Platform name', 'x'.repeat(40))).to.equal(undefined);
    expect(checkConstraints(constraints.PlatformConfig.style, 'Colour', 'blue')).to.equal('Colour is not in a valid format');
    expect(checkConstraints(constraints.LoginVerification.lockCount, 'Attempts', 0)).to.equal('Attempts must be between 1 and 100');
    expect(checkConstraints(constraints.LoginVerification.lockCount, 'Attempts', '2.5')).to.equal('Attempts is not a valid integer');
    expect(checkConstraints(constraints.PlatformConfig.defaultLang, 'Language', 'fr_FR')).to.equal('Language must be one of zh_CN, en_US');
    expect(checkConstraints(constraints.PlatformConfig.loginPageSlogan, 'Slogan', '')).to.equal(undefined, 'optional and empty is fine');
  });

  it('shows the messages in Chinese as the spec words them', async () => {
    await activateLanguage('zh_CN');
    view = renderPage(<SettingsForm labels={{ title: '平台名称', style: '主题色', lockCount: '失败次数' }} />);
    type('title', 'x'.repeat(41));
    type('lockCount', '101');
    save();
    await waitFor(() => expect(messages()).to.deep.equal(['平台名称最多40个字符', '失败次数须在1到100之间']));
    type('title', '');
    save();
    await waitFor(() => expect(messages()[0]).to.equal('请输入平台名称'));
    expect(saved).to.deep.equal([]);
  });

  it('shows the messages under the fields in English and does not submit', async () => {
    await activateLanguage('en_US');
    view = renderPage(<SettingsForm labels={{ title: 'Platform name', style: 'Theme colour', lockCount: 'Failed attempts' }} />);
    type('style', 'red');
    type('lockCount', '0');
    save();
    await waitFor(() =>
      expect(messages()).to.deep.equal([
        'Please enter Platform name',
        'Theme colour is not in a valid format',
        'Failed attempts must be between 1 and 100',
      ]),
    );
    expect(saved).to.deep.equal([]);
    // The required mark comes from the contract.
    expect(document.querySelector('label')!.textContent).to.contain('*');

    type('title', 'Arcana');
    type('style', '#112233');
    const count = type('lockCount', '007');
    expect(count.value).to.equal('7', 'the integer field drops leading zeros');
    expect(type('lockCount', '7x').value).to.equal('7', 'and refuses a change that is not a whole number');
    save();
    await waitFor(() => expect(saved).to.deep.equal([{ title: 'Arcana', style: '#112233', lockCount: '7' }]));
  });
});
