import { okEnvelope } from '@qifu/sdk/testing';
import { type PolicySearchSearch } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, fireEvent, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PolicySearchPage } from './policy-search-page';

const HIT_A = {
  id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县支持专精特新中小企业高质量发展的若干意见',
  policyDepName: '德清县经济和信息化局',
  policyCreateTime: '2026-03-15T02:00:00.000Z',
  supportModes: ['资金补助', '荣誉认定'],
};
const HIT_B = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  policyTitle: '德清县高新技术企业认定奖励政策',
  policyDepName: '德清县科学技术局',
  policyCreateTime: '2026-02-01T02:00:00.000Z',
  supportModes: ['税收优惠'],
};

const listQueries: URLSearchParams[] = [];
const businessLogs: unknown[] = [];
let listAnswer: { list: unknown[]; total: number } = { list: [HIT_A, HIT_B], total: 25 };

setupMsw(
  http.get(apiUrl('/policy/doc/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope(listAnswer));
  }),
  http.get(apiUrl('/policy/doc/option'), () =>
    HttpResponse.json(
      okEnvelope({
        policyDepNames: [
          { label: '德清县经济和信息化局', value: '德清县经济和信息化局' },
          { label: '德清县科学技术局', value: '德清县科学技术局' },
        ],
        supportModes: [
          { label: '资金补助', value: '1' },
          { label: '荣誉认定', value: '3' },
        ],
      }),
    ),
  ),
  http.post(apiUrl('/pol/policyBusinessLog/add'), async ({ request }) => {
    businessLogs.push(await request.json());
    return HttpResponse.json(okEnvelope(null));
  }),
);

/** The page with its search held in state, as the route holds it in the URL. */
function Harness({ initial, onChange }: { initial: PolicySearchSearch; onChange: (next: PolicySearchSearch) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <PolicySearchPage
      search={search}
      onSearchChange={(next) => {
        onChange(next);
        setSearch(next);
      }}
    />
  );
}

function renderSearch(initial: PolicySearchSearch = {}) {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />, { wrapper: createTestWrapper({ notifications: true }) });
  return onChange;
}

const keywordQueries = () => listQueries.filter((query) => query.has('keyword'));
/** The first render loads Mantine's pickers: allow a busy machine more than the default 1 s. */
const SLOW = { timeout: 5000 };
const findHits = () => screen.findAllByTestId('policy-hit', {}, SLOW);

beforeEach(() => {
  listQueries.length = 0;
  businessLogs.length = 0;
  listAnswer = { list: [HIT_A, HIT_B], total: 25 };
});

describe('PolicySearchPage (/page/policysearch)', { timeout: 20_000 }, () => {
  it('lists the hits 10 a page with count, unit, Chinese date, support modes and a details link in a new tab', async () => {
    renderSearch();
    const hits = await findHits();
    expect(hits).toHaveLength(2);
    expect(screen.getByText('共找到 25 条')).toBeInTheDocument();
    const first = within(hits[0]!);
    const link = first.getByRole('link', { name: HIT_A.policyTitle });
    expect(link).toHaveAttribute('href', `/page/policymarket/details?id=${HIT_A.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(first.getByText('发文单位：德清县经济和信息化局')).toBeInTheDocument();
    expect(first.getByText('发布时间：2026年03月15日')).toBeInTheDocument();
    expect(first.getByText('荣誉认定')).toBeInTheDocument();
    expect(listQueries[0]?.get('pageSize')).toBe('10');
    expect(listQueries[0]?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeInTheDocument();
  });

  it('searches once, 500 ms after the last keystroke, and logs 政策搜索 with the keyword', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onChange = renderSearch();
      await findHits();
      await user.type(screen.getByRole('textbox', { name: '关键字' }), '专精特新');
      // Typing four characters searched nothing yet: each keystroke restarted the 500 ms wait.
      expect(onChange).not.toHaveBeenCalled();
      expect(keywordQueries()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(500);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith({ keyword: '专精特新', page: undefined });
      await waitFor(() => expect(keywordQueries()).toHaveLength(1));
      expect(keywordQueries()[0]?.get('keyword')).toBe('专精特新');
      await waitFor(() => expect(businessLogs).toEqual([{ type: 1, eventLabel: '政策搜索', keyword: '专精特新' }]));
      await vi.advanceTimersByTimeAsync(1000);
      expect(keywordQueries()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches at once on Enter, without waiting for the debounce', async () => {
    const onChange = renderSearch();
    const input = await screen.findByRole('textbox', { name: '关键字' }, SLOW);
    // Both events run synchronously: no timer can fire in between, so only Enter can have searched.
    fireEvent.change(input, { target: { value: '技改' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ keyword: '技改', page: undefined });
    await waitFor(() => expect(keywordQueries()).toHaveLength(1));
  });

  it('follows the URL when the keyword changes from outside (history navigation)', async () => {
    const { rerender } = render(<PolicySearchPage search={{ keyword: '技改' }} onSearchChange={vi.fn()} />);
    const input = await screen.findByRole('textbox', { name: '关键字' }, SLOW);
    expect(input).toHaveValue('技改');
    rerender(<PolicySearchPage search={{ keyword: '专精特新' }} onSearchChange={vi.fn()} />);
    expect(input).toHaveValue('专精特新');
    rerender(<PolicySearchPage search={{}} onSearchChange={vi.fn()} />);
    expect(input).toHaveValue('');
  });

  it('does not log a search when the keyword is cleared', async () => {
    const onChange = renderSearch({ keyword: '专精特新' });
    const input = await screen.findByRole('textbox', { name: '关键字' }, SLOW);
    expect(input).toHaveValue('专精特新');
    await userEvent.clear(input);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ keyword: undefined, page: undefined }), { timeout: 2000 });
    expect(businessLogs).toEqual([]);
  });

  it('puts the issuing unit and the support mode into the request and resets the page', async () => {
    const onChange = renderSearch({ page: 2 });
    await userEvent.click(await screen.findByRole('textbox', { name: '发文单位' }, SLOW));
    await userEvent.click(await screen.findByRole('option', { name: '德清县科学技术局' }));
    expect(onChange).toHaveBeenLastCalledWith({ policyDepName: '德清县科学技术局', page: undefined });
    await userEvent.click(screen.getByRole('textbox', { name: '支持方式' }));
    await userEvent.click(await screen.findByRole('option', { name: '荣誉认定' }));
    expect(onChange).toHaveBeenLastCalledWith({ policyDepName: '德清县科学技术局', supportMode: '3', page: undefined });
    await waitFor(() =>
      expect(listQueries.some((q) => q.get('policyDepName') === '德清县科学技术局' && q.get('supportMode') === '3' && q.get('page') === '1')).toBe(true),
    );
  });

  it('sends the publish-date range of the URL and shows it in the pickers', async () => {
    renderSearch({ startDate: '2026-01-01', endDate: '2026-03-31' });
    await findHits();
    expect(listQueries[0]?.get('startDate')).toBe('2026-01-01');
    expect(listQueries[0]?.get('endDate')).toBe('2026-03-31');
    expect(screen.getByRole('button', { name: '开始时间 2026-01-01' })).toHaveTextContent('2026-01-01');
    expect(screen.getByRole('button', { name: '结束时间 2026-03-31' })).toHaveTextContent('2026-03-31');
  });

  it('writes a picked publish day into the search as YYYY-MM-DD, keeping the other filters', async () => {
    const onChange = renderSearch({ keyword: '技改', startDate: '2026-01-01', endDate: '2026-03-31' });
    await findHits();
    await userEvent.click(screen.getByRole('button', { name: /^开始时间/ }));
    await userEvent.click(await screen.findByRole('button', { name: '10 一月 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: '技改', startDate: '2026-01-10', endDate: '2026-03-31', page: undefined });
    await waitFor(() => expect(listQueries.some((q) => q.get('startDate') === '2026-01-10' && q.get('endDate') === '2026-03-31')).toBe(true));
  });

  it('marks the searched keyword in the titles, each word of it', async () => {
    renderSearch({ keyword: '专精特新' });
    const hits = await findHits();
    expect([...hits[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['专精特新']);
    expect(hits[1]!.querySelectorAll('mark')).toHaveLength(0);
    expect(listQueries[0]?.get('keyword')).toBe('专精特新');
  });

  it('marks every word of a keyword with several words (the server requires each of them)', async () => {
    renderSearch({ keyword: '专精特新 高质量' });
    const hits = await findHits();
    expect([...hits[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['专精特新', '高质量']);
    expect(within(hits[0]!).getByRole('link')).toHaveTextContent(HIT_A.policyTitle);
  });

  it('shows 没有你想要的数据 when nothing matches', async () => {
    listAnswer = { list: [], total: 0 };
    renderSearch({ keyword: '不存在的政策' });
    expect(await screen.findByText('没有你想要的数据', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('共找到 0 条')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through the server keeping the filters', async () => {
    const onChange = renderSearch({ keyword: '企业' });
    await userEvent.click(await screen.findByRole('button', { name: '第 2 页' }, SLOW));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: '企业', page: 2 });
    await waitFor(() => expect(listQueries.some((q) => q.get('page') === '2' && q.get('keyword') === '企业')).toBe(true));
  });
});
