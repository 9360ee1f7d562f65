// The messages page on the page kit, against the typed fake API: the notices' list reads its page
// from the URL and keeps a search there; a notice is published to everyone over mail through the
// form dialog; a notice opens read-only with its paragraphs, and is withdrawn after asking; the
// channels load into their cards, a save sends the card's values, and a value the server refuses
// shows on its field.
import { expect } from 'chai';
import MessageNotificationPage from '../../../../src/features/system-manage/messages/message-notification-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, settled, waitFor, within } from '../../../support/render.tsx';
import { confirmWith, dialogField, rowOf, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const NOTICE = {
  id: 7,
  title: 'Quarterly review',
  body: 'On Friday.\nBring the figures.',
  type: 'announcement',
  status: 'published' as 'published' | 'withdrawn',
  audience: { all: true, roleIds: [], deptIds: [], userIds: [] },
  channels: ['mail'],
  recipients: 12,
  read: 3,
  sent: 10,
  failed: 2,
  pending: 0,
  publishedBy: 'admin',
  createdAt: '2026-11-20T09:00:00Z',
};
const CHANNELS = {
  mail: {
    enabled: true,
    host: 'smtp.example.test:465',
    ssl: true,
    username: 'mailer',
    password: '********',
    confirmPassword: '********',
    from: '',
  },
  wecom: { enabled: false, corpId: '', agentId: '', agentSecret: '', apiBase: '' },
  dingtalk: { enabled: false, authCorpId: '', accessKey: '', suiteTicket: '', accessSecret: '', agentId: '', apiBase: '' },
};
const TYPES = [{ key: 'announcement', value: 'announcement', label: 'Announcement', children: [] }];
const entry = {
  code: 'message-notification',
  path: '/system-manage/message-notification',
  href: '/system-manage/message-notification',
} as never;
const page = (path = '/system-manage/message-notification') =>
  renderPage(<MessageNotificationPage title="Messages" entry={entry} params={{}} />, path);
const mailCard = () => screen.getByRole('form', { name: 'Mail server' });
const cardField = (label: string) => within(mailCard()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

describe('messages page (page kit)', () => {
  const fake = useAdminPage(['notice:publish', 'channel:edit'], () => {
    // The server's state of the listed notice: a withdrawal changes what the list answers next.
    const listed = { ...NOTICE };
    return {
      'GET /system/notice/page': ({ query }) => ({ records: [listed], total: 41, current: Number(query.get('current')), size: 20 }),
      'GET /system/notice/deliveries': () => ({ records: [], total: 0, current: 1, size: 20 }),
      'GET /system/message-channel': () => CHANNELS,
      'GET /system/dict/items': () => TYPES,
      'GET /system/options/roles': () => [],
      'GET /system/options/departments': () => [],
      'GET /system/options/users': () => [],
      'POST /system/notice/publish': ({ body }) =>
        body.title === 'Taken'
          ? new Refusal(400, 'body title must NOT have more than 100 characters', { field: 'title', reason: 'too long' })
          : { ...NOTICE, id: 8, title: body.title, recipients: 12 },
      'POST /system/notice/remove': () => true,
      'POST /system/notice/withdraw': () => {
        listed.status = 'withdrawn';
        return true;
      },
      'POST /system/message-channel/mail': ({ body }) =>
        body.host === 'smtp.blocked.test:25' ? new Refusal(400, 'Host format Error', { field: 'host' }) : { ...CHANNELS, mail: body },
    };
  });

  it('lists the notices of the page named in the URL and keeps a search there', async () => {
    const view = page('/system-manage/message-notification?page=2');
    await screen.findByText('Quarterly review');
    expect(fake().calls('GET /system/notice/page')[0]!.query.get('current')).to.equal('2');
    expect(within(rowOf('Quarterly review')).getByText('2 failed').textContent).to.equal('2 failed');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'review' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/message-notification?keyword=review'));
    await waitFor(() => expect(fake().calls('GET /system/notice/page').at(-1)?.query.get('keyword')).to.equal('review'));
    await settled(view.client);
  });

  it('deletes a notice after asking', async () => {
    const view = page();
    await screen.findByText('Quarterly review');
    fireEvent.click(within(rowOf('Quarterly review')).getByRole('button', { name: 'Delete Quarterly review' }));
    await confirmWith('Delete');
    await waitFor(() => expect(fake().calls('POST /system/notice/remove')).to.have.length(1));
    expect(fake().calls('POST /system/notice/remove')[0]!.query.get('id')).to.equal('7');
    await settled(view.client);
  });

  it('opens a notice read-only: its body keeps its line breaks, beside whom it reached and how', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Quarterly review' }));
    const dialog = await screen.findByRole('dialog');
    const body = within(dialog).getByText(/On Friday\./);
    expect(body.textContent).to.equal('On Friday.\nBring the figures.');
    expect(getComputedStyle(body).whiteSpace).to.equal('pre-wrap');
    // Two lines on screen, not one run of text.
    const lineHeight = parseFloat(getComputedStyle(body).lineHeight);
    expect(body.getBoundingClientRect().height).to.be.greaterThan(lineHeight * 1.5);
    expect(within(dialog).getByText('Everyone').textContent).to.equal('Everyone');
    expect(within(dialog).getByText('12').textContent).to.equal('12', 'its recipients');
    expect(within(dialog).getByText('admin').textContent).to.equal('admin');
    expect(within(dialog).getByText('Published').textContent).to.equal('Published', 'its status');
    expect(within(dialog).getByText('10 sent, 0 pending, 2 failed').textContent).to.equal('10 sent, 0 pending, 2 failed');
    expect(within(dialog).queryByRole('textbox')).to.equal(null, 'nothing to edit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it("withdraws a published notice after saying it leaves everyone's notifications; the list then shows it withdrawn", async () => {
    page();
    await screen.findByText('Quarterly review');
    expect(within(rowOf('Quarterly review')).getByText('Published').textContent).to.equal('Published');
    fireEvent.click(within(rowOf('Quarterly review')).getByRole('button', { name: 'Withdraw Quarterly review' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).to.contain("It leaves everyone's notifications");
    expect(fake().calls('POST /system/notice/withdraw')).to.have.length(0, 'nothing before the answer');
    await confirmWith('Withdraw');
    await waitFor(() => expect(fake().calls('POST /system/notice/withdraw')).to.have.length(1));
    expect(fake().calls('POST /system/notice/withdraw')[0]!.query.get('id')).to.equal('7');
    await waitFor(() => expect(within(rowOf('Quarterly review')).getByText('Withdrawn').textContent).to.equal('Withdrawn'));
    expect(within(rowOf('Quarterly review')).queryByRole('button', { name: 'Withdraw Quarterly review' })).to.equal(
      null,
      'a withdrawn notice cannot be withdrawn again',
    );
  });

  it('publishes a notice to everyone over mail, and shows a refusal on its field', async () => {
    page();
    await screen.findByText('Quarterly review');
    fireEvent.click(screen.getByRole('button', { name: 'Publish a notice' }));
    await screen.findByRole('dialog');
    typeIn('Title', 'Taken');
    typeIn('Text', 'First line.\nSecond line.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('switch', { name: 'Everyone' }));
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('checkbox', { name: /Mail/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(dialogField('Title').getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.getAllByText('body title must NOT have more than 100 characters').length).to.be.greaterThan(0);

    typeIn('Title', 'Holidays');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(fake().calls('POST /system/notice/publish').at(-1)!.body).to.deep.equal({
      title: 'Holidays',
      body: 'First line.\nSecond line.',
      type: 'announcement',
      audience: { all: true, roleIds: [], deptIds: [], userIds: [] },
      channels: ['mail'],
    });
    // The list is refreshed: it counts the new notice.
    await waitFor(() => expect(fake().calls('GET /system/notice/page').length).to.be.greaterThan(1));
  });

  it('loads the channels into their cards, saves a card, and shows a refusal on its field', async () => {
    const view = page();
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    await waitFor(() => expect(cardField('Host').value).to.equal('smtp.example.test:465'));
    expect(cardField('Password').value).to.equal('********');
    expect((within(screen.getByRole('form', { name: 'WeCom' })).getByRole('switch') as HTMLInputElement).checked).to.equal(false);

    fireEvent.change(cardField('Sender address'), { target: { value: 'portal@example.test' } });
    fireEvent.click(within(mailCard()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/message-channel/mail')).to.have.length(1));
    expect(fake().calls('POST /system/message-channel/mail')[0]!.body).to.deep.equal({ ...CHANNELS.mail, from: 'portal@example.test' });
    // The save's answer is in before the next click: until then the card's Save is disabled, and a
    // loaded machine clicked it while it still was (the click did nothing, no error showed).
    await settled(view.client);

    // The form checks the port before the server; the server's refusal lands on the field it names.
    fireEvent.change(cardField('Host'), { target: { value: 'smtp.example.test' } });
    fireEvent.click(within(mailCard()).getByRole('button', { name: 'Save' }));
    await within(mailCard()).findByText('Host format Error');
    expect(fake().calls('POST /system/message-channel/mail')).to.have.length(1);
    fireEvent.change(cardField('Host'), { target: { value: 'smtp.blocked.test:25' } });
    fireEvent.click(within(mailCard()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/message-channel/mail')).to.have.length(2));
    await waitFor(() => expect(cardField('Host').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(mailCard()).getAllByText('Host format Error')).to.have.length(1);
  });
});
