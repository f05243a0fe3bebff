/**
 * Bad input never 500s (issue 13 §3): targeted cases behind the generated walk
 * (`bad-input-walk.test.ts`) — raw invalid UTF-8 bytes in JSON and form bodies, `%FF` and encoded
 * surrogates in a query, a lone surrogate `\ud800` in JSON, NUL in keys at depth, multipart field
 * names / file names / values, a malformed path — and the anonymous operations the issue saw
 * answering 500, with otherwise valid input: 400 naming the field, nothing written.
 */
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polBusinessLog, sysActionLog, sysFeedback, sysFile } from '../db/schema';
import { auth, body, createTestServer, loginAs, type TestServer } from '../testing/test-server';

import { findIllegalQuery, findIllegalText, illegalTextKind, parseFormStrict } from './input-guard';

describe('finding refused text', () => {
  it('names the field at any depth, keys included', () => {
    expect(findIllegalText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({ field: 'b[0].c', kind: 'nul' });
    expect(findIllegalText({ list: ['ok', '\ud800'] })).toEqual({ field: 'list[1]', kind: 'utf8' });
    expect(findIllegalText({ outer: { 'k\u0000': 1 } })).toEqual({ field: 'outer.k\\0', kind: 'nul' });
    expect(findIllegalText({ a: '中文 😀 \uFFFD', n: 1, t: true, z: null })).toBeUndefined();
  });

  it('tells NUL, lone surrogates and (only when asked) replacement characters apart', () => {
    expect(illegalTextKind('a\u0000b')).toBe('nul');
    expect(illegalTextKind('\udc00x')).toBe('utf8');
    expect(illegalTextKind('😀')).toBeUndefined();
    expect(illegalTextKind('\uFFFD')).toBeUndefined();
    expect(illegalTextKind('\uFFFD', true)).toBe('utf8');
  });

  it('reads percent-encoded query text: invalid UTF-8 and NUL refused, malformed escapes left alone', () => {
    expect(findIllegalQuery('keyword=%FF')).toEqual({ field: 'keyword', kind: 'utf8' });
    expect(findIllegalQuery('a=1&keyword=%ED%A0%80')).toEqual({ field: 'keyword', kind: 'utf8' });
    expect(findIllegalQuery('keyword=a%00b')).toEqual({ field: 'keyword', kind: 'nul' });
    expect(findIllegalQuery('%00=1')).toEqual({ field: '\u0000', kind: 'nul' });
    expect(findIllegalQuery('keyword=%E4%B8%AD+100%&x=%zz')).toBeUndefined();
  });

  it('parses forms like @fastify/formbody (repeated names become arrays) into plain objects', () => {
    const parsed = parseFormStrict('a=1&a=2&b=%E4%B8%AD&__proto__=x');
    expect(parsed).toEqual({ a: ['1', '2'], b: '中', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});

describe('the server refuses bad input with 400 naming the field, and writes nothing', () => {
  let server: TestServer;
  let qyToken: string;
  const rows = async (table: typeof sysFeedback | typeof sysActionLog | typeof polBusinessLog | typeof sysFile) =>
    (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    server = await createTestServer({ demo: true, loginCode: 'off' });
    qyToken = (await loginAs(server, 'qy')).token;
  });

  afterAll(async () => {
    await server?.close();
  });

  function expect400(res: LightMyRequestResponse, description: string): void {
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ success: false, code: 'BAD_REQUEST', msg: `请求参数错误：${description}`, description });
  }

  const feedback = {
    name: '标题',
    textarea: '留言内容',
    othervalue: '单位',
    namevalue: '张三',
    phonevalue: '13812345678',
  };

  it('the anonymous operations of the issue answer 400 (were 500) with otherwise valid input', async () => {
    const before = { feedback: await rows(sysFeedback), action: await rows(sysActionLog), business: await rows(polBusinessLog) };
    const json = (url: string, payload: unknown) =>
      server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    expect400(await json('/api/sys/feedback/save', { ...feedback, textarea: '留言\u0000' }), '参数 textarea 含有非法字符（空字符）');
    expect400(await json('/api/sys/action/saveLog', { routerName: '/a\u0000', pageTitle: 't' }), '参数 routerName 含有非法字符（空字符）');
    expect400(await json('/api/pol/policyBusinessLog/add', { type: 1, eventLabel: '政策咨询', polInfoId: 'x\u0000' }), '参数 polInfoId 含有非法字符（空字符）');
    expect400(await json('/api/smartAq/answer', { question: '技改\u0000' }), '参数 question 含有非法字符（空字符）');
    expect400(await json('/api/sys/activeUser/loginByZzdAccountId', { accountId: 'zzd\u0000', token: 't' }), '参数 accountId 含有非法字符（空字符）');
    expect400(await server.app.inject({ url: '/api/files/dowload?filePath=2026%2F11%2Fa%00.pdf' }), '参数 filePath 含有非法字符（空字符）');
    expect({ feedback: await rows(sysFeedback), action: await rows(sysActionLog), business: await rows(polBusinessLog) }).toEqual(before);
    // the same input without the NUL byte is accepted (the refusal is about the byte)
    expect(body(await json('/api/sys/feedback/save', feedback))).toMatchObject({ success: true });
  });

  it('raw invalid UTF-8 bytes in a JSON body: 400 naming the field, nothing stored as U+FFFD', async () => {
    const before = await rows(sysFeedback);
    const [head, tail] = JSON.stringify({ ...feedback, textarea: '@@' }).split('@@') as [string, string];
    // a cut-off 中 (e4 b8) and a byte that is never UTF-8 (ff) inside the textarea string
    const payload = Buffer.concat([Buffer.from(head), Buffer.from([0xe4, 0xb8, 0xff]), Buffer.from(tail)]);
    const res = await server.app.inject({ method: 'POST', url: '/api/sys/feedback/save', headers: { 'content-type': 'application/json' }, payload });
    expect400(res, '参数 textarea 含有非法字符（非法的 UTF-8 编码）');
    // bytes that do not even parse leniently name the whole body
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/sys/feedback/save',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xff]),
    });
    expect400(broken, '请求体 含有非法字符（非法的 UTF-8 编码）');
    expect(await rows(sysFeedback)).toBe(before);
  });

  it('a lone surrogate (\\ud800, escaped in JSON) is refused as invalid UTF-8, in values and keys', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/smartAq/answer',
      headers: { 'content-type': 'application/json' },
      payload: '{"question":"\\ud800技改"}',
    });
    expect400(res, '参数 question 含有非法字符（非法的 UTF-8 编码）');
    const key = await server.app.inject({
      method: 'POST',
      url: '/api/pol/policyBusinessLog/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":1,"eventLabel":"x","a\\udfffb":"1"}',
    });
    expect400(key, '参数 a\\udfffb 含有非法字符（非法的 UTF-8 编码）');
  });

  it('a query with %FF or an encoded surrogate is refused, not searched as the text "%FF"', async () => {
    expect400(await server.app.inject({ url: '/api/policy/doc/list?keyword=%FF' }), '参数 keyword 含有非法字符（非法的 UTF-8 编码）');
    expect400(await server.app.inject({ url: '/api/policy/doc/list?page=1&keyword=%ED%A0%80' }), '参数 keyword 含有非法字符（非法的 UTF-8 编码）');
    // a well-formed query still works
    expect(body(await server.app.inject({ url: '/api/policy/doc/list?keyword=%E6%94%BF%E7%AD%96' }))).toMatchObject({ success: true });
  });

  it('a malformed path answers the 400 envelope', async () => {
    const res = await server.app.inject({ url: '/api/policy/doc/list%FF' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('urlencoded bodies: raw invalid bytes and %00 are refused before the login is tried', async () => {
    const form = (payload: string | Buffer) =>
      server.app.inject({ method: 'POST', url: '/api/sys/activeUser/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect400(await form('userName=gov%00&password=x'), '参数 userName 含有非法字符（空字符）');
    expect400(await form('userName=%C0%80&password=x'), '参数 userName 含有非法字符（非法的 UTF-8 编码）');
    expect400(await form(Buffer.concat([Buffer.from('userName=gov'), Buffer.from([0xfe]), Buffer.from('&password=x')])), '参数 userName 含有非法字符（非法的 UTF-8 编码）');
  });

  describe('multipart', () => {
    const BOUNDARY = '----qifu-input-guard';
    const upload = (parts: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(qyToken) },
        payload: Buffer.from(`${parts}--${BOUNDARY}--\r\n`),
      });
    const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (fileName: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`;

    it('NUL in a field name, a field value or a file name: 400, nothing stored', async () => {
      const before = await rows(sysFile);
      expect400(await upload(field('ki\u0000nd', 'file') + file('a.txt')), '参数 ki\\0nd 含有非法字符（空字符）');
      expect400(await upload(field('kind', 'fi\u0000le') + file('a.txt')), '参数 kind 含有非法字符（空字符）');
      expect400(await upload(field('kind', 'file') + file('a\u0000.txt')), '参数 file 的文件名含有非法字符（空字符）');
      expect(await rows(sysFile)).toBe(before);
      // the same upload without the byte is stored
      expect(body(await upload(field('kind', 'file') + file('a.txt')))).toMatchObject({ success: true });
    });
  });
});
