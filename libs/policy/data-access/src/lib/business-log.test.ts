import { createTestApiClient, okEnvelope } from '@qifu/sdk/testing';
import { api } from '@qifu/session';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { POLICY_EVENTS, logPolicyBusiness, logPolicyEvent } from './business-log';

const received: unknown[] = [];
const server = setupServer(
  http.post('*/api/pol/policyBusinessLog/add', async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json(okEnvelope(null));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  received.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('policy business log (seeds 000 §7, 001 §3)', () => {
  it('names the four events of issue 5', () => {
    expect(POLICY_EVENTS).toEqual({ view: '政策浏览', consult: '政策咨询', declare: '政策申报', search: '政策搜索' });
  });

  it('sends type 1, the label and the extras', async () => {
    await logPolicyEvent(api, POLICY_EVENTS.search, { keyword: '专精特新', page: 2, first: true });
    expect(received).toEqual([{ type: 1, eventLabel: '政策搜索', keyword: '专精特新', page: 2, first: true }]);
  });

  it('keeps the payload within the contract: no undefined extras, strings ≤ 500, at most 18 extras, type and label not overridable', async () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i]));
    await logPolicyEvent(api, POLICY_EVENTS.view, { polInfoId: undefined, text: 'x'.repeat(600), type: 'fake', eventLabel: 'fake', ...many });
    const body = received[0] as Record<string, unknown>;
    expect(body['type']).toBe(1);
    expect(body['eventLabel']).toBe('政策浏览');
    expect(body).not.toHaveProperty('polInfoId');
    expect(body['text']).toHaveLength(500);
    expect(Object.keys(body)).toHaveLength(20);
  });

  it('swallows failures quietly: no error for the caller, no message for the user', async () => {
    const client = createTestApiClient();
    server.use(
      http.post('*/api/pol/policyBusinessLog/add', () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器正在更新，请稍等' }, { status: 500 }),
      ),
    );
    await expect(logPolicyEvent(client.api, POLICY_EVENTS.declare, { polInfoId: 'a' })).resolves.toBeUndefined();
    server.use(http.post('*/api/pol/policyBusinessLog/add', () => HttpResponse.error()));
    await expect(logPolicyBusiness({ type: 1, eventLabel: POLICY_EVENTS.consult }, client.api)).resolves.toBeUndefined();
    expect(client.messages).toEqual([]);
  });
});
