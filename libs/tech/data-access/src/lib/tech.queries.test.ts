import { okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, setupMsw } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { techKeys } from './tech.keys';
import { fetchTechDetail, fetchTechList, techListQuery } from './tech.queries';

const seen: string[] = [];

setupMsw(
  ...(['achievement', 'institute', 'expert', 'requirement'] as const).flatMap((kind) => [
    http.get(apiUrl(`/tech/${kind}/publicList`), ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}?${url.searchParams.toString()}`);
      return HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    }),
    http.get(apiUrl(`/tech/${kind}/detail`), ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.pathname}?${url.searchParams.toString()}`);
      return HttpResponse.json(okEnvelope({ id: url.searchParams.get('id') }));
    }),
  ]),
);

describe('tech queries', () => {
  it('calls each kind’s public list and detail, leaving out empty filters', async () => {
    seen.length = 0;
    await fetchTechList('achievement', { page: 2, pageSize: 10, keyword: '', domainId: '03' });
    await fetchTechList('institute', { page: 1, pageSize: 10 });
    await fetchTechList('expert', { page: 1, pageSize: 10, keyword: '刘' });
    await fetchTechList('requirement', { page: 1, pageSize: 10 });
    await fetchTechDetail('requirement', 'abc');
    expect(seen).toEqual([
      '/api/tech/achievement/publicList?page=2&pageSize=10&domainId=03',
      '/api/tech/institute/publicList?page=1&pageSize=10',
      `/api/tech/expert/publicList?page=1&pageSize=10&keyword=${encodeURIComponent('刘')}`,
      '/api/tech/requirement/publicList?page=1&pageSize=10',
      '/api/tech/requirement/detail?id=abc',
    ]);
  });

  it('keys a list by kind and its canonical query', () => {
    expect(techListQuery('expert', { page: 1, pageSize: 10, keyword: '' }).queryKey).toEqual(techKeys.list('expert', { page: 1, pageSize: 10 }));
    expect(techKeys.list('expert', { page: 1, pageSize: 10 })).toEqual(['tech', 'expert', 'list', { page: 1, pageSize: 10 }]);
  });
});
