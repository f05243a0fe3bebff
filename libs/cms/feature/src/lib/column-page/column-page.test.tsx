import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LAW_COLUMN, newsItem } from '../testing/fixtures';
import { CommercialLawPage, FinancialServicePage, PeopleBuildPage, QualityPage } from './column-page';

const columnCodes: string[] = [];
const listQueries: URLSearchParams[] = [];
let columnAnswer: (code: string) => Response = (code) => HttpResponse.json(okEnvelope({ ...LAW_COLUMN, code }));
let listAnswer: () => Response = () => HttpResponse.json(okEnvelope({ list: [newsItem(1), newsItem(2)], total: 17 }));

setupMsw(
  http.get(apiUrl('/cms/news/column/publicDetail'), ({ request }) => {
    const code = new URL(request.url).searchParams.get('code') ?? '';
    columnCodes.push(code);
    return columnAnswer(code);
  }),
  http.get(apiUrl('/cms/news/publicList'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return listAnswer();
  }),
);

const wrapper = () => createTestWrapper({ path: '/page/commercialLaw' });

beforeEach(() => {
  columnCodes.length = 0;
  listQueries.length = 0;
  columnAnswer = (code) => HttpResponse.json(okEnvelope({ ...LAW_COLUMN, code }));
  listAnswer = () => HttpResponse.json(okEnvelope({ list: [newsItem(1), newsItem(2)], total: 17 }));
});

describe('CommercialLawPage', () => {
  it("shows its column's introduction, the services and their articles from the database", async () => {
    render(<CommercialLawPage search={{}} onSearchChange={vi.fn()} />, { wrapper: wrapper() });
    expect(await screen.findByRole('heading', { name: '商事法律服务', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(columnCodes).toEqual(['commercialLaw']);
    expect(screen.getByText('免费').tagName).toBe('STRONG');

    const services = screen.getByRole('region', { name: '服务内容' });
    expect(within(services).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['法律咨询', '纠纷调解', '法律宣传']);
    expect(within(services).getByRole('article', { name: '法律咨询' })).toHaveTextContent('律师每周二、周四驻点值班。');
    expect(within(services).getByRole('article', { name: '法律宣传' })).toHaveTextContent('暂无介绍');

    const link = await screen.findByRole('link', { name: '德清县企业服务工作动态第1期' });
    expect(link).toHaveAttribute('href', `/page/industryinfodetails?id=${newsItem(1).id}`);
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ columnCode: 'commercialLaw', page: '1', pageSize: '8' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '法律咨询', '纠纷调解', '法律宣传']);
    // no external platform here
    expect(screen.queryByRole('button', { name: /进入/ })).not.toBeInTheDocument();
  });

  it('lists a sub-column on its tab, pages, and goes back to page 1 on another tab', async () => {
    const onSearchChange = vi.fn();
    render(<CommercialLawPage search={{ column: 'lawMediation', page: 2 }} onSearchChange={onSearchChange} />, { wrapper: wrapper() });
    expect(await screen.findByRole('tab', { name: '纠纷调解' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: '德清县企业服务工作动态第1期' });
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ columnCode: 'lawMediation', page: '2', pageSize: '8' });

    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ column: 'lawMediation', page: 3 });
    await userEvent.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ column: 'lawMediation', page: undefined });
    await userEvent.click(screen.getByRole('tab', { name: '法律咨询' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ column: 'lawConsult', page: undefined });
  });

  it('says 暂无数据 for a column without articles', async () => {
    listAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    render(<CommercialLawPage search={{}} onSearchChange={vi.fn()} />, { wrapper: wrapper() });
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
  });

  it('says 暂无数据 when the column is missing or hidden', async () => {
    columnAnswer = () => HttpResponse.json(failEnvelope('NOT_FOUND_ENTITY', '栏目不存在'));
    render(<CommercialLawPage search={{}} onSearchChange={vi.fn()} />, { wrapper: wrapper() });
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(listQueries).toHaveLength(0);
  });

  it('shows 加载失败 and loads again with 重新加载', async () => {
    let calls = 0;
    columnAnswer = (code) => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 })
        : HttpResponse.json(okEnvelope({ ...LAW_COLUMN, code }));
    };
    render(<CommercialLawPage search={{}} onSearchChange={vi.fn()} />, { wrapper: wrapper() });
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: '商事法律服务', level: 1 })).toBeInTheDocument();
  });
});

describe('QualityPage, FinancialServicePage and PeopleBuildPage', () => {
  it('opens the quality platform of the database through onOpenExternal', async () => {
    columnAnswer = (code) =>
      HttpResponse.json(okEnvelope({ ...LAW_COLUMN, code, columnName: '质量服务', linkUrl: 'https://example.com/qifu/quality' }));
    const onOpenExternal = vi.fn();
    render(<QualityPage search={{}} onSearchChange={vi.fn()} onOpenExternal={onOpenExternal} />, { wrapper: wrapper() });
    await userEvent.click(await screen.findByRole('button', { name: '进入质量服务平台' }, { timeout: 5000 }));
    expect(onOpenExternal).toHaveBeenCalledWith('https://example.com/qifu/quality');
    expect(columnCodes).toEqual(['quality']);
  });

  it('opens the finance platform; no button when the column has no address', async () => {
    columnAnswer = (code) =>
      HttpResponse.json(okEnvelope({ ...LAW_COLUMN, code, columnName: '金融服务', linkUrl: 'https://example.com/qifu/finance' }));
    const onOpenExternal = vi.fn();
    const { unmount } = render(<FinancialServicePage search={{}} onSearchChange={vi.fn()} onOpenExternal={onOpenExternal} />, { wrapper: wrapper() });
    await userEvent.click(await screen.findByRole('button', { name: '进入金融服务平台' }, { timeout: 5000 }));
    expect(onOpenExternal).toHaveBeenCalledWith('https://example.com/qifu/finance');
    expect(columnCodes).toEqual(['finance']);
    unmount();

    columnAnswer = (code) => HttpResponse.json(okEnvelope({ ...LAW_COLUMN, code, columnName: '金融服务', linkUrl: null }));
    render(<FinancialServicePage search={{}} onSearchChange={vi.fn()} onOpenExternal={onOpenExternal} />, { wrapper: wrapper() });
    expect(await screen.findByRole('heading', { name: '金融服务', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '进入金融服务平台' })).not.toBeInTheDocument();
  });

  it('shows 党建引领 from its column', async () => {
    columnAnswer = (code) =>
      HttpResponse.json(
        okEnvelope({
          ...LAW_COLUMN,
          code,
          columnName: '党建引领',
          children: [{ id: '9a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'partyNews', columnName: '党建动态', description: null, linkUrl: null }],
        }),
      );
    render(<PeopleBuildPage search={{}} onSearchChange={vi.fn()} />, { wrapper: wrapper() });
    expect(await screen.findByRole('heading', { name: '党建引领', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(columnCodes).toEqual(['peopleBuild']);
    expect(screen.getByRole('region', { name: '党建专栏' })).toHaveTextContent('党建动态');
    expect(await screen.findByRole('link', { name: '德清县企业服务工作动态第2期' })).toBeInTheDocument();
  });
});
