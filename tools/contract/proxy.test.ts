import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { createContractValidator } from '@qifu/contract';
import { loadBundledSpec } from '@qifu/contract/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startContractProxy, type ContractProxy } from './proxy';

const POLICY_PAGE = {
  success: true,
  code: 'OK',
  msg: '操作成功',
  data: {
    list: [
      {
        id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
        policyTitle: '政策',
        policyDepName: '德清县经济和信息化局',
        policyCreateTime: '2026-03-15T02:00:00.000Z',
        supportModes: ['资金补助'],
      },
    ],
    total: 1,
  },
};

/** A stand-in deployment: the policy list (gzip), an invalid answer and a page outside /api. */
let upstream: Server;
let proxy: ContractProxy;
const lines: string[] = [];
const received: { method: string; url: string; body: string; host: string | undefined }[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString(), host: req.headers.host });
      if (req.url?.startsWith('/api/policy/doc/list')) {
        const broken = req.url.includes('page=2');
        const body = broken ? { ...POLICY_PAGE, data: { list: 'not a list', total: 1 } } : POLICY_PAGE;
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-upstream': 'yes' });
        res.end(gzipSync(JSON.stringify(body)));
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><p>首页</p>');
      }
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const { port } = upstream.address() as AddressInfo;
  proxy = await startContractProxy({
    target: `http://127.0.0.1:${port}`,
    validator: createContractValidator(loadBundledSpec()),
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await proxy?.close();
  await new Promise<void>((r) => upstream?.close(() => r()));
});

describe('contract:proxy', () => {
  it('passes a valid exchange through unchanged: status, headers and the compressed bytes', async () => {
    const res = await fetch(`${proxy.url}/api/policy/doc/list?page=1&pageSize=10`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.json()).toEqual(POLICY_PAGE);
    expect(received.at(-1)?.host).toBe(`127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    expect(lines).toEqual([]);
  });

  it('reports a request that breaks the contract as it happens, and still forwards it', async () => {
    const res = await fetch(`${proxy.url}/api/pol/consult/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ polInfoId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' }),
    });
    expect(res.status).toBe(200);
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/api/pol/consult/add', body: '{"polInfoId":"0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c"}' });
    expect(lines).toContain('✘ addPolConsult POST /api/pol/consult/add → request');
    expect(lines).toContain('    request body "consultContent": is required  [#/components/schemas/PolConsultForm/required]');
  });

  it('reports an invalid response body (decoded from gzip for the check only)', async () => {
    lines.length = 0;
    const res = await fetch(`${proxy.url}/api/policy/doc/list?page=2&pageSize=10`);
    expect((await res.json()) as unknown).toMatchObject({ data: { list: 'not a list' } });
    expect(lines[0]).toBe('✘ listPolicyDoc GET /api/policy/doc/list?page=2&pageSize=10 → response 200');
    expect(lines[1]).toMatch(/"data\.list": must be array/);
  });

  it('forwards pages outside the API without checking them, and counts in the summary', async () => {
    const before = proxy.stats.checked;
    const res = await fetch(`${proxy.url}/page/home`);
    expect(await res.text()).toBe('<!doctype html><p>首页</p>');
    expect(proxy.stats.checked).toBe(before);
    // the bad request, the stand-in's HTML answer to it (the contract declares JSON) and the bad list
    expect(proxy.summary()).toBe(`proxy: 3 requests checked, 3 violations (4 forwarded)`);
  });
});
