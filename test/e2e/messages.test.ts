// Messages in Chromium against the real server, a real SMTP server and a fake WeCom API:
// publishing a notice makes the header badge count it and the SMTP server receive the mail;
// the notice opens read-only with its paragraphs and, withdrawn, leaves the bell; a wrong WeCom
// secret shows the API's error on the channels tab.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, prepareAdmin, submitLogin, systemCall } from './session-helpers.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { fakeWecom, type FakeImApi } from '../support/fake-im-apis.ts';

describe('messages', () => {
  const ctx = serverAndBrowserForSuite({ ARCANA_DELIVERY_RETRY_MS: '200' });
  let smtp: SmtpSink;
  let wecom: FakeImApi;
  let admin: Page & { errors: string[] };

  before(async () => {
    [smtp, wecom] = await Promise.all([startSmtpSink('mailer', 'Smtp-pass1'), fakeWecom('corp-e2e', 'right-secret')]);
    const password = await prepareAdmin(ctx.server.url);
    const token = (await apiLogin(ctx.server.url, 'admin', password)).body.data.access_token;
    const created = await systemCall(ctx.server.url, '/system/user/add', token, {
      method: 'POST',
      body: JSON.stringify({ username: 'eve', realName: 'Eve Reader', email: 'eve@example.test', password: 'Eve-pass12' }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const noMail = await systemCall(ctx.server.url, '/system/user/add', token, {
      method: 'POST',
      body: JSON.stringify({ username: 'nomail', realName: 'No Mail', password: 'Nomail-pass1' }),
    });
    assert.equal(noMail.status, 200, JSON.stringify(noMail.body));
    const mail = {
      enabled: true,
      host: smtp.host,
      ssl: false,
      username: 'mailer',
      password: 'Smtp-pass1',
      confirmPassword: 'Smtp-pass1',
      from: 'portal@example.test',
    };
    const saved = await systemCall(ctx.server.url, '/system/message-channel/mail', token, { method: 'POST', body: JSON.stringify(mail) });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    admin = await newPage(ctx.browser, 'en-US');
    await admin.goto(`${ctx.server.url}/login`);
    await submitLogin(admin, 'admin', password);
    await admin.waitForURL(/\/home$/);
  });
  after(async () => {
    await Promise.all([smtp?.close(), wecom?.close()]);
  });

  it('publishes a notice to everyone: the header badge counts it and the SMTP server receives the mail', async () => {
    await admin.goto(`${ctx.server.url}/system-manage/message-notification`);
    await admin.getByRole('button', { name: 'Publish a notice' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Quarterly review');
    await dialog.getByLabel('Text').fill('The review is on Friday.\n\nBring your figures.');
    // The types are the notice-type dictionary's enabled items.
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await dialog.getByRole('option', { name: 'Reminder' }).click();
    await dialog.getByRole('switch', { name: 'Everyone' }).check();
    await dialog.getByRole('checkbox', { name: 'Mail' }).check();
    const published = admin.waitForResponse((r) => r.url().endsWith('/system/notice/publish'));
    await dialog.getByRole('button', { name: 'Publish' }).click();
    assert.equal((await published).status(), 200);
    await admin.getByTestId('notice-badge').filter({ hasText: '1' }).waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes('eve@example.test'));
    assert.match(mail.raw, /Subject: Quarterly review/);
    assert.match(mail.raw, /The review is on Friday\./);
    await admin.getByRole('grid', { name: 'Notices of the last three months' }).getByRole('gridcell', { name: 'Reminder' }).waitFor();
    // The notice is in the header's list with its type; opening it marks it read and the badge goes.
    await admin.getByTestId('notice-bell').click();
    await admin.getByText(/^Reminder · /).waitFor();
    // The body keeps its paragraphs (innerText follows the rendering: collapsed lines would be one).
    const body = admin.getByText(/The review is on Friday\./).last();
    assert.match(await body.evaluate((e) => (e as HTMLElement).innerText), /Friday\.\n+Bring your figures\./);
    await admin.getByRole('button', { name: 'Quarterly review (unread)' }).click();
    await admin.getByTestId('notice-badge').waitFor({ state: 'detached' });
    // A user without an e-mail address cannot get the mail: listed among the failed deliveries.
    await admin.getByTestId('notice-bell').click();
    await admin.getByText('Notifications of the last three months').waitFor({ state: 'detached' });
    const deliveries = admin.getByRole('grid', { name: 'Deliveries' });
    await deliveries.getByText('nomail', { exact: true }).waitFor();
    await deliveries.getByText('The user has no e-mail address').waitFor();
    assert.deepEqual(admin.errors, []);
  });

  it('opens a notice with its paragraphs, and withdraws it: it leaves the bell and stays listed as withdrawn', async () => {
    await admin.goto(`${ctx.server.url}/system-manage/message-notification`);
    const notices = admin.getByRole('grid', { name: 'Notices of the last three months' });
    const row = notices.getByRole('row').filter({ hasText: 'Quarterly review' });
    await row.getByRole('button', { name: 'Quarterly review', exact: true }).click();
    const opened = admin.getByRole('dialog', { name: 'Quarterly review' });
    const body = opened.getByText(/The review is on Friday\./);
    assert.match(await body.evaluate((e) => (e as HTMLElement).innerText), /Friday\.\n+Bring your figures\./);
    await opened.getByText('Everyone', { exact: true }).waitFor();
    await opened.getByRole('button', { name: 'Close' }).click();
    await opened.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Withdraw Quarterly review' }).click();
    const ask = admin.getByRole('alertdialog');
    await ask.getByText("It leaves everyone's notifications", { exact: false }).waitFor();
    const withdrawn = admin.waitForResponse((r) => r.url().includes('/system/notice/withdraw'));
    await ask.getByRole('button', { name: 'Withdraw' }).click();
    assert.equal((await withdrawn).status(), 200);
    await row.getByText('Withdrawn', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Withdraw Quarterly review' }).waitFor({ state: 'detached' });
    // The administrator was a recipient too: the bell no longer lists it.
    await admin.getByTestId('notice-bell').click();
    await admin.getByText('No notifications in the last three months.').waitFor();
    await admin.getByTestId('notice-bell').click();
    assert.deepEqual(admin.errors, []);
  });

  it("shows the WeCom API's error for a wrong secret", async () => {
    await admin.goto(`${ctx.server.url}/system-manage/message-notification`);
    await admin.getByRole('tab', { name: 'Channels' }).click();
    const card = admin.getByRole('form', { name: 'WeCom' });
    await card.getByLabel('Corp ID').fill('corp-e2e');
    await card.getByLabel('Agent ID').fill('1000002');
    await card.getByLabel('Agent secret').fill('wrong-secret');
    await card.getByLabel('API address').fill(wecom.base);
    await card.getByPlaceholder("Test recipient's WeCom user ID").fill('eve');
    await card.getByRole('button', { name: 'Send a test' }).click();
    await admin.getByTestId('channel-wecom-result').getByText('WeCom answered errcode 40001: invalid credential').waitFor();
    await card.getByLabel('Agent secret').fill('right-secret');
    await card.getByRole('button', { name: 'Send a test' }).click();
    await admin.getByTestId('channel-wecom-result').getByText('Test message sent to eve').waitFor();
    assert.deepEqual(wecom.sent.at(-1)?.to, ['eve']);
  });
});
