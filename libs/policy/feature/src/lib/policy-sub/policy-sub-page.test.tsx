import { okEnvelope } from '@qifu/sdk/testing';
import { type PolicySubSearch } from '@qifu/policy-data-access';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PolicySubPage } from './policy-sub-page';

const T_HIGH_TECH = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
const T_SME = '7b6c5d4e-3f2a-4b1c-8d9e-0f1a2b3c4d5e';
const T_MANUFACTURING = '8c7d6e5f-4a3b-4c2d-9e0f-1a2b3c4d5e6f';
const T_SERVICE = '9d8e7f6a-5b4c-4d3e-8f1a-2b3c4d5e6f7a';
const T_ABOVE_SCALE = 'ae9f8a7b-6c5d-4e4f-9a2b-3c4d5e6f7a8b';

const SETTINGS = {
  tagInfoIds: [T_HIGH_TECH],
  categories: [
    {
      categoryId: '1f1e1d1c-1b1a-4919-8817-161514131211',
      categoryName: '企业资质',
      tags: [
        { id: T_HIGH_TECH, tagName: '高新技术企业' },
        { id: T_SME, tagName: '科技型中小企业' },
      ],
    },
    {
      categoryId: '2f2e2d2c-2b2a-4929-8827-262524232221',
      categoryName: '所属行业',
      tags: [
        { id: T_MANUFACTURING, tagName: '制造业' },
        { id: T_SERVICE, tagName: '服务业' },
      ],
    },
    {
      categoryId: '3f3e3d3c-3b3a-4939-8837-363534333231',
      categoryName: '企业规模',
      tags: [{ id: T_ABOVE_SCALE, tagName: '规上企业' }],
    },
  ],
};
const POLICY = {
  id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县高新技术企业培育扶持办法',
  policyDepName: '德清县科学技术局',
  policyCreateTime: '2026-04-02T02:00:00.000Z',
  supportModes: ['资金补助'],
};

let settingsCalls = 0;
let saved: unknown[] = [];
const mySubQueries: URLSearchParams[] = [];
let mySubAnswer: { list: unknown[]; total: number } = { list: [POLICY], total: 1 };

setupMsw(
  http.get(apiUrl('/pol/my/getFindMySub'), () => {
    settingsCalls += 1;
    return HttpResponse.json(okEnvelope(SETTINGS));
  }),
  http.get(apiUrl('/pol/my/getMySub'), ({ request }) => {
    mySubQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope(mySubAnswer));
  }),
  http.post(apiUrl('/pol/my/saveMySub'), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '订阅成功'));
  }),
);

function login(userType: 'QY' | 'GR' | 'YYF') {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'qy', name: '张伟', userType, roles: [userType] });
}

/** The page with its search held in state, as the route holds it in the URL. */
function Harness({ onChange }: { onChange: (next: PolicySubSearch) => void }) {
  const [search, setSearch] = useState<PolicySubSearch>({});
  return (
    <PolicySubPage
      search={search}
      onSearchChange={(next) => {
        onChange(next);
        setSearch(next);
      }}
    />
  );
}

function renderSub() {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />, { wrapper: createTestWrapper({ path: '/page/policysub', notifications: true }) });
  return onChange;
}

const SLOW = { timeout: 5000 };
const line = (name: string) => screen.getByRole('radiogroup', { name });
const chosen = () => screen.getByRole('group', { name: '已选标签' });

beforeEach(() => {
  settingsCalls = 0;
  saved = [];
  mySubQueries.length = 0;
  mySubAnswer = { list: [POLICY], total: 1 };
});
afterEach(() => clearSession());

describe('PolicySubPage (/page/policysub)', { timeout: 20_000 }, () => {
  it('asks a visitor to log in (请先登录) with a link to the login page, loading nothing', async () => {
    renderSub();
    expect(await screen.findByText('请先登录', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(settingsCalls).toBe(0);
    expect(mySubQueries).toHaveLength(0);
  });

  it('tells a staff user that subscriptions are for enterprises and individuals', async () => {
    login('YYF');
    renderSub();
    expect(await screen.findByText('政策订阅仅面向企业用户和个人用户', {}, SLOW)).toBeInTheDocument();
    expect(settingsCalls).toBe(0);
  });

  it('shows one line per category, 全部 first, with the saved subscription active', async () => {
    login('QY');
    renderSub();
    await screen.findByRole('radiogroup', { name: '企业资质' }, SLOW);
    const options = within(line('企业资质')).getAllByRole('radio');
    expect(options.map((option) => option.parentElement?.textContent)).toEqual(['全部', '高新技术企业', '科技型中小企业']);
    expect(within(line('企业资质')).getByRole('radio', { name: '高新技术企业' })).toBeChecked();
    expect(within(line('所属行业')).getByRole('radio', { name: '全部' })).toBeChecked();
    expect(within(line('企业规模')).getByRole('radio', { name: '全部' })).toBeChecked();
    expect(within(chosen()).getByText('高新技术企业')).toBeInTheDocument();
  });

  it('selecting sets the line’s one active option; removing a chosen tag resets its line to 全部', async () => {
    login('QY');
    renderSub();
    await screen.findByRole('radiogroup', { name: '所属行业' }, SLOW);

    await userEvent.click(within(line('所属行业')).getByRole('radio', { name: '制造业' }));
    expect(within(line('所属行业')).getByRole('radio', { name: '制造业' })).toBeChecked();
    expect(within(line('所属行业')).getByRole('radio', { name: '全部' })).not.toBeChecked();
    expect(within(line('企业资质')).getByRole('radio', { name: '高新技术企业' })).toBeChecked();
    expect(within(chosen()).getByText('制造业')).toBeInTheDocument();

    await userEvent.click(within(line('企业资质')).getByRole('radio', { name: '科技型中小企业' }));
    expect(within(line('企业资质')).getByRole('radio', { name: '高新技术企业' })).not.toBeChecked();
    expect(within(chosen()).queryByText('高新技术企业')).not.toBeInTheDocument();
    expect(within(chosen()).getByText('科技型中小企业')).toBeInTheDocument();

    await userEvent.click(within(chosen()).getByRole('button', { name: '移除标签：制造业' }));
    expect(within(line('所属行业')).getByRole('radio', { name: '全部' })).toBeChecked();
    expect(within(line('所属行业')).getByRole('radio', { name: '制造业' })).not.toBeChecked();
    expect(within(chosen()).queryByText('制造业')).not.toBeInTheDocument();
    expect(within(line('企业资质')).getByRole('radio', { name: '科技型中小企业' })).toBeChecked();

    await userEvent.click(within(line('企业资质')).getByRole('radio', { name: '全部' }));
    expect(within(chosen()).getByText('未选择标签')).toBeInTheDocument();
  });

  it('保存订阅 sends the chosen tag ids in line order and confirms with 订阅成功', async () => {
    login('GR');
    renderSub();
    await screen.findByRole('radiogroup', { name: '企业规模' }, SLOW);
    await userEvent.click(within(line('企业规模')).getByRole('radio', { name: '规上企业' }));
    await userEvent.click(within(line('所属行业')).getByRole('radio', { name: '服务业' }));
    await userEvent.click(screen.getByRole('button', { name: '保存订阅' }));
    expect(await screen.findByText('订阅成功', {}, SLOW)).toBeInTheDocument();
    expect(saved).toEqual([{ tagInfoIds: [T_HIGH_TECH, T_SERVICE, T_ABOVE_SCALE] }]);
    await waitFor(() => expect(settingsCalls).toBe(2));
  });

  it('saving with every line on 全部 ends the subscription (empty list)', async () => {
    login('QY');
    renderSub();
    await screen.findByRole('radiogroup', { name: '企业资质' }, SLOW);
    await userEvent.click(within(chosen()).getByRole('button', { name: '移除标签：高新技术企业' }));
    await userEvent.click(screen.getByRole('button', { name: '保存订阅' }));
    await waitFor(() => expect(saved).toEqual([{ tagInfoIds: [] }]));
  });

  it('lists the subscribed policies 10 a page and narrows them to one subscribed tag', async () => {
    login('QY');
    const onChange = renderSub();
    const hit = await screen.findByTestId('policy-hit', {}, SLOW);
    expect(within(hit).getByRole('link', { name: POLICY.policyTitle })).toHaveAttribute('href', `/page/policymarket/details?id=${POLICY.id}`);
    expect(screen.getByText('共 1 条政策')).toBeInTheDocument();
    expect(mySubQueries[0]?.get('pageSize')).toBe('10');
    expect(mySubQueries[0]?.has('tagInfoId')).toBe(false);

    const byTag = screen.getByRole('radiogroup', { name: '按订阅标签查看' });
    await userEvent.click(within(byTag).getByRole('radio', { name: '高新技术企业' }));
    expect(onChange).toHaveBeenLastCalledWith({ tagInfoId: T_HIGH_TECH });
    await waitFor(() => expect(mySubQueries.some((q) => q.get('tagInfoId') === T_HIGH_TECH)).toBe(true));
  });

  it('shows 没有你想要的数据 when no subscribed policy exists', async () => {
    mySubAnswer = { list: [], total: 0 };
    login('QY');
    renderSub();
    expect(await screen.findByText('没有你想要的数据', {}, SLOW)).toBeInTheDocument();
  });
});
