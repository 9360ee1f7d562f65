// Generic form messages and password rules of spec section 5.
import { expect } from 'chai';
import { checkText, formMessages } from '../../../src/lib/form-messages.ts';
import { checkNewPassword, missingClasses } from '../../../src/lib/password-rules.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';

describe('form messages', () => {
  after(() => activateLanguage('en_US'));

  it('reads as the spec says in Chinese', async () => {
    await activateLanguage('zh_CN');
    expect(formMessages.required('用户名')).to.equal('请输入用户名');
    expect(formMessages.string.range('平台名称', 1, 40)).to.equal('平台名称长度须在1到40个字符之间');
    expect(formMessages.number.max('数量', 8)).to.equal('数量最大值为8');
    expect(checkText('标语', 'x'.repeat(41), { max: 40 })).to.equal('标语最多40个字符');
    expect(checkText('标语', '   ', { required: true })).to.equal('标语不能为空字符');
  });

  it('has English forms', async () => {
    await activateLanguage('en_US');
    expect(formMessages.required('Username')).to.equal('Please enter Username');
    expect(checkText('Name', '', { required: true })).to.equal('Please enter Name');
    expect(checkText('Name', 'ok', { min: 1, max: 40 })).to.equal(undefined);
  });
});

describe('password rules', () => {
  it('checks length 6 to 32, the two entries and old against new', () => {
    expect(checkNewPassword('old-pass', '12345', '12345').newPassword).to.equal('length');
    expect(checkNewPassword('old-pass', 'x'.repeat(33), 'x').newPassword).to.equal('length');
    expect(checkNewPassword('old-pass', 'old-pass', 'old-pass').newPassword).to.equal('sameAsOld');
    expect(checkNewPassword('old-pass', 'new-pass', 'new-pasS').confirmPassword).to.equal('mismatch');
    expect(checkNewPassword('old-pass', 'new-pass', 'new-pass')).to.deep.equal({});
  });

  it('requires the character classes of the policy', () => {
    const policy = { requireDigits: true, requireUppercase: true, requireLowercase: true, requireSpecial: true };
    expect(missingClasses('abcdef', policy)).to.deep.equal(['digits', 'uppercase', 'special']);
    expect(checkNewPassword('x', 'abcdef', 'abcdef', policy).newPassword).to.equal('classes');
    expect(checkNewPassword('x', 'Abc-def1', 'Abc-def1', policy)).to.deep.equal({});
    expect(missingClasses('abcdef', undefined)).to.deep.equal([]);
  });
});
