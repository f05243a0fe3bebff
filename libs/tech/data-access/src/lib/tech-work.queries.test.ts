import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, setupMsw } from '@qifu/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { techKeys } from './tech.keys';
import { invalidateTechKind } from './tech-work.mutations';
import { techManageListQuery, techMyListQuery, techStaffListQuery } from './tech-work.queries';

const seen: string[] = [];
setupMsw(
  http.get(apiUrl('/tech/expert/list'), ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
    return HttpResponse.json(okEnvelope({ list: [], total: 3 }));
  }),
);

describe('workbench queries', () => {
  it('reads a kind’s management list with the filters, under the kind’s keys per scope', async () => {
    seen.length = 0;
    const options = techStaffListQuery('expert', { page: 2, pageSize: 10, keyword: '', status: '1', domainId: '03' });
    expect(options.queryKey).toEqual(['tech', 'expert', 'manage', 'staff', { page: 2, pageSize: 10, status: '1', domainId: '03' }]);
    expect(techMyListQuery('expert', { page: 1, pageSize: 10 }).queryKey).toEqual(techKeys.expert.manageList('mine', { page: 1, pageSize: 10 }));
    const client = new QueryClient();
    expect(await client.fetchQuery(options)).toEqual({ list: [], total: 3 });
    expect(seen).toEqual(['/api/tech/expert/list?page=2&pageSize=10&status=1&domainId=03']);
  });

  it('invalidates the kind’s public and management lists, but not another kind’s', async () => {
    const client = new QueryClient();
    const mine = techManageListQuery('expert', 'mine', { page: 1, pageSize: 10 }).queryKey;
    client.setQueryData(mine, { list: [], total: 0 });
    client.setQueryData(techKeys.list('expert', { page: 1, pageSize: 10 }), { list: [], total: 0 });
    client.setQueryData(techKeys.list('achievement', { page: 1, pageSize: 10 }), { list: [], total: 0 });
    await invalidateTechKind(client, 'expert');
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(techKeys.list('expert', { page: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(techKeys.list('achievement', { page: 1, pageSize: 10 }))?.isInvalidated).toBe(false);
  });
});
