import { type MenuItem } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, menuListAtom, permissionsAtom, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { WorkHomePage } from './work-home-page';

let n = 0;
const item = (path: string, title: string, children: MenuItem[] = []): MenuItem => ({
  id: `c0000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  parentId: null,
  name: title,
  path,
  title,
  sort: n,
  children,
});

/** The menu of an operator (yyf): consultations, declarations and feedback, but no land pages. */
const MENU: MenuItem[] = [
  item('/work/home', '工作台首页'),
  item('/work/policy/consult', '政策咨询'),
  item('/work/dec', '申报管理', [item('/work/dec/declare', '申报审核')]),
  item('/work/sys', '系统管理', [item('/work/sys/feedback', '意见反馈'), item('/work/sys/user', '用户管理')]),
];

const TODOS = [
  { todoType: 'consultReply', todoName: '待答复咨询', count: 3, path: '/work/policy/consult' },
  { todoType: 'declareExamine', todoName: '待审核申报', count: 0, path: '/work/dec/declare' },
  // a counter whose page is not in this user's menu is not shown
  { todoType: 'landInfoReview', todoName: '待审核土地供应', count: 2, path: '/work/land/info' },
  { todoType: 'feedbackHandle', todoName: '待处理意见反馈', count: 5, path: '/work/sys/feedback' },
];

let calls = 0;
const server = setupMsw(
  http.get(apiUrl('/work/todoCount'), () => {
    calls += 1;
    return HttpResponse.json(okEnvelope(TODOS));
  }),
);

beforeEach(() => {
  calls = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'yyf', name: '李娜', userType: 'YYF', roles: ['YYF'] });
  sessionStore.set(menuListAtom, MENU);
  sessionStore.set(permissionsAtom, ['pol:consult:view', 'dec:declare:list', 'sys:feedback:list', 'sys:user:list']);
});
afterEach(() => clearSession());

const renderHome = () => render(<WorkHomePage />, { wrapper: createTestWrapper({ path: '/work/home' }) });

describe('WorkHomePage', { timeout: 15_000 }, () => {
  it('greets the user', async () => {
    renderHome();
    expect(await screen.findByText(/李娜/)).toBeInTheDocument();
    expect(screen.getByText('角色：运营方')).toBeInTheDocument();
    expect(screen.getByText('账号：yyf')).toBeInTheDocument();
  });

  it('shows the to-do counters named after their menu pages, with the count and a link to the page', async () => {
    renderHome();
    const todo = within(await screen.findByRole('region', { name: '我的待办' }));
    const cards = await todo.findAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '政策咨询：待答复咨询 3',
      '申报审核：待审核申报 0',
      '意见反馈：待处理意见反馈 5',
    ]);
    const feedback = within(cards[2] as HTMLElement);
    expect(feedback.getByText('系统管理')).toBeInTheDocument();
    expect(feedback.getByRole('link', { name: '意见反馈' })).toHaveAttribute('href', '/work/sys/feedback');
    expect(feedback.getByText('5')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: '申报审核' })).toHaveAttribute('href', '/work/dec/declare');
    // the land counter's page is not in this user's menu
    expect(todo.queryByText(/土地供应/)).not.toBeInTheDocument();
    // names, never raw paths
    expect(screen.queryByText(/\/work\//)).not.toBeInTheDocument();
  });

  it('lists the menu pages by name with their catalog, not by path', async () => {
    renderHome();
    const mine = within(await screen.findByRole('region', { name: '我的功能' }));
    expect(mine.getByRole('link', { name: '用户管理' })).toHaveAttribute('href', '/work/sys/user');
    expect(mine.getByRole('link', { name: '政策咨询' })).toHaveAttribute('href', '/work/policy/consult');
    expect(mine.getAllByText('系统管理')).toHaveLength(2);
    expect(mine.queryByRole('link', { name: '工作台首页' })).not.toBeInTheDocument();
    expect(screen.queryByText('/work/sys/user')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then the counters', async () => {
    server.use(
      http.get(apiUrl('/work/todoCount'), async () => {
        await delay(150);
        return HttpResponse.json(okEnvelope(TODOS));
      }),
    );
    renderHome();
    const todo = within(await screen.findByRole('region', { name: '我的待办' }));
    expect(todo.getByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
    expect(await todo.findAllByRole('listitem')).toHaveLength(3);
    expect(todo.queryByLabelText('加载中')).not.toBeInTheDocument();
  });

  it('shows an error with 重新加载, which asks again', async () => {
    server.use(http.get(apiUrl('/work/todoCount'), () => HttpResponse.json(failEnvelope('BUSINESS_RULE', '待办统计暂不可用')), { once: true }));
    renderHome();
    const todo = within(await screen.findByRole('region', { name: '我的待办' }));
    expect(await todo.findByRole('alert')).toHaveTextContent('待办加载失败');
    await userEvent.click(todo.getByRole('button', { name: '重新加载' }));
    expect(await todo.findAllByRole('listitem')).toHaveLength(3);
    expect(calls).toBe(1);
  });

  it('says so when there is nothing to do for this user', async () => {
    server.use(http.get(apiUrl('/work/todoCount'), () => HttpResponse.json(okEnvelope([]))));
    renderHome();
    const todo = within(await screen.findByRole('region', { name: '我的待办' }));
    expect(await todo.findByText('暂无待办事项')).toBeInTheDocument();
    expect(todo.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
