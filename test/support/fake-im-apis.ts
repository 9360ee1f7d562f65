// Local stand-ins for the WeCom and DingTalk HTTP APIs (node:http on a free loopback port), with
// their token and send calls and their error codes, recording every message they accept.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeImApi {
  base: string;
  /** Messages accepted: the recipients and the text. */
  sent: Array<{ to: string[]; content: string }>;
  /** Send calls to refuse with errcode -1 (system busy) before accepting again. */
  failNextSends: number;
  /** Send calls seen, accepted or not. */
  sendCalls: number;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

async function serve(handle: (url: URL, req: IncomingMessage, api: FakeImApi) => Promise<Record<string, unknown>>): Promise<FakeImApi> {
  const api = { sent: [], failNextSends: 0, sendCalls: 0 } as unknown as FakeImApi;
  const server: Server = createServer((req, res) => {
    void handle(new URL(req.url ?? '/', 'http://x'), req, api).then((answer) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return api;
}

/** WeCom: corp `corpid` with secret `secret`; tokens are `wecom-token-N`. */
export function fakeWecom(corpid: string, secret: string): Promise<FakeImApi> {
  let n = 0;
  const valid = new Set<string>();
  return serve(async (url, req, api) => {
    if (url.pathname === '/cgi-bin/gettoken') {
      if (url.searchParams.get('corpid') !== corpid) return { errcode: 40013, errmsg: 'invalid corpid' };
      if (url.searchParams.get('corpsecret') !== secret) return { errcode: 40001, errmsg: 'invalid credential' };
      const token = `wecom-token-${++n}`;
      valid.add(token);
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 };
    }
    if (url.pathname === '/cgi-bin/message/send' && req.method === 'POST') {
      const body = await bodyOf(req);
      if (!valid.has(url.searchParams.get('access_token') ?? '')) return { errcode: 40014, errmsg: 'invalid access_token' };
      api.sendCalls++;
      if (api.failNextSends > 0) {
        api.failNextSends--;
        return { errcode: -1, errmsg: 'system busy' };
      }
      const to = (typeof body.touser === 'string' ? body.touser : '').split('|');
      const text = body.text as { content?: string } | undefined;
      if (to.some((u) => u === 'nobody')) return { errcode: 81013, errmsg: 'user & party & tag all invalid' };
      api.sent.push({ to, content: text?.content ?? '' });
      return { errcode: 0, errmsg: 'ok', invaliduser: '' };
    }
    return { errcode: 404, errmsg: 'not found' };
  });
}

/** DingTalk internal app with `appkey`/`appsecret`; tokens are `ding-token-N`. */
export function fakeDingtalk(appkey: string, appsecret: string): Promise<FakeImApi> {
  let n = 0;
  const valid = new Set<string>();
  return serve(async (url, req, api) => {
    if (url.pathname === '/gettoken') {
      if (url.searchParams.get('appkey') !== appkey || url.searchParams.get('appsecret') !== appsecret) {
        return { errcode: 40089, errmsg: 'invalid appkey or appsecret' };
      }
      const token = `ding-token-${++n}`;
      valid.add(token);
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 };
    }
    if (url.pathname === '/topapi/message/corpconversation/asyncsend_v2' && req.method === 'POST') {
      const body = await bodyOf(req);
      if (!valid.has(url.searchParams.get('access_token') ?? '')) return { errcode: 88, errmsg: 'invalid access_token' };
      api.sendCalls++;
      if (api.failNextSends > 0) {
        api.failNextSends--;
        return { errcode: -1, errmsg: 'system busy' };
      }
      const msg = body.msg as { text?: { content?: string } } | undefined;
      api.sent.push({ to: (typeof body.userid_list === 'string' ? body.userid_list : '').split(','), content: msg?.text?.content ?? '' });
      return { errcode: 0, errmsg: 'ok', task_id: api.sent.length };
    }
    return { errcode: 404, errmsg: 'not found' };
  });
}
