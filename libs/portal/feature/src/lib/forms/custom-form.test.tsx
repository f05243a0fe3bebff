import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CommonFormPage } from './common-form-page';
import type { CustomFormDetail, CustomFormPayload } from './custom-form.queries';
import { FormPreviewPage } from './form-preview-page';

const FORM_ID = 'a45c8e13-5b76-5acf-b712-ff48adf72e81';
const Q = (n: number) => `724dc990-7d12-5d37-9928-a2a1e3fa02b${n}`;
const O = (n: number) => `c3a55809-8358-5dca-8c0f-2b4033ae66c${n}`;

const DETAIL: CustomFormDetail = {
  id: FORM_ID,
  quesTitle: '企业用工需求登记表',
  quesDesc: '用于汇总企业用工需求。',
  startTime: '2026-12-01T00:00:00.000Z',
  endTime: '2026-12-31T15:59:00.000Z',
  status: '0',
  tags: [],
  questions: [
    { id: Q(1), questionTitle: '企业所属行业', questionType: '1', required: true, sort: 1, options: [{ id: O(1), optionContent: '制造业', sort: 1 }, { id: O(2), optionContent: '建筑业', sort: 2 }] },
    { id: Q(2), questionTitle: '急需的岗位类型', questionType: '2', required: false, sort: 2, options: [{ id: O(3), optionContent: '普工', sort: 1 }, { id: O(4), optionContent: '技术工人', sort: 2 }] },
    { id: Q(3), questionTitle: '计划招聘人数及岗位要求', questionType: '3', required: true, sort: 3 },
    { id: Q(4), questionTitle: '对招聘服务的满意度', questionType: '4', required: false, sort: 4 },
  ],
  answerCount: 0,
  createTime: '2026-11-20T02:00:00.000Z',
};

let stored: CustomFormDetail = DETAIL;
const saves: CustomFormPayload[] = [];
const publishes: unknown[] = [];

setupMsw(
  http.get(apiUrl('/ques/info/list'), () =>
    HttpResponse.json(
      okEnvelope({
        list: [{ id: FORM_ID, quesTitle: stored.quesTitle, startTime: stored.startTime, endTime: stored.endTime, status: stored.status, questionCount: 4, answerCount: 0, createBy: '李娜', createTime: stored.createTime }],
        total: 1,
      }),
    ),
  ),
  http.get(apiUrl('/ques/info/detail'), () => HttpResponse.json(okEnvelope(stored))),
  http.post(apiUrl('/ques/info/save'), async ({ request }) => {
    const body = (await request.json()) as CustomFormPayload;
    saves.push(body);
    return HttpResponse.json(okEnvelope({ id: body.id ?? FORM_ID }, '保存成功'));
  }),
  http.post(apiUrl('/ques/info/publish'), async ({ request }) => {
    publishes.push(await request.json());
    if (stored.status !== '0') return HttpResponse.json(failEnvelope('BUSINESS_RULE', '当前状态不允许该操作'));
    stored = { ...stored, status: '1' };
    return HttpResponse.json(okEnvelope(null, '发布成功'));
  }),
);

beforeEach(() => {
  stored = DETAIL;
  saves.length = 0;
  publishes.length = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'yyf', name: '李娜', userType: 'YYF', roles: ['YYF'] });
});
afterEach(() => clearSession());

const wrapper = createTestWrapper({ path: '/commonform' });

/** Replaces a text box's value the way a user pastes it (one input event instead of one per key: Mantine re-renders are slow under jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  if (text) {
    await user.click(box);
    await user.paste(text);
  }
}

// typing into Mantine inputs under jsdom is slow: these flows get 60 s (the machine is shared)
describe('CommonFormPage (自定义表单)', { timeout: 60_000 }, () => {
  it('designs a form — add, fill, reorder and remove fields — and saves it unpublished', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onPreview = vi.fn();
    render(<CommonFormPage onOpen={onOpen} onPreview={onPreview} />, { wrapper });

    // nothing to save yet: the designer says why
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入表单标题')).toBeInTheDocument();
    expect(screen.getByText('请至少添加一个字段')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await fill(user, screen.getByLabelText(/^表单标题/), '企业数字化需求调查');
    await user.click(screen.getByText('添加单选题'));
    await user.click(screen.getByText('添加填空题'));
    await user.click(screen.getByText('添加评分题'));
    await fill(user, screen.getByLabelText(/^字段1标题/), '是否已上云');
    await fill(user, screen.getByLabelText('字段1选项2'), '未上云');
    await user.click(screen.getByLabelText('字段1必填'));
    await user.click(screen.getByText('添加选项'));
    expect(screen.getByLabelText('字段1选项3')).toHaveValue('选项3');
    await user.click(screen.getByLabelText('删除字段1选项3'));
    await fill(user, screen.getByLabelText(/^字段2标题/), '其他需求');
    await fill(user, screen.getByLabelText(/^字段3标题/), '服务评分');
    // the score field moves up above the text field, then the text field goes
    await user.click(screen.getByLabelText('上移：服务评分'));
    await user.click(screen.getByLabelText('删除：其他需求'));
    const fields = screen.getAllByTestId('design-field');
    expect(fields.map((f) => f.getAttribute('aria-label'))).toEqual(['字段1：是否已上云', '字段2：服务评分']);

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      quesTitle: '企业数字化需求调查',
      questions: [
        { questionTitle: '是否已上云', questionType: '1', required: true, sort: 1, options: [{ optionContent: '选项1', sort: 1 }, { optionContent: '未上云', sort: 2 }] },
        { questionTitle: '服务评分', questionType: '4', required: false, sort: 2 },
      ],
    });
    expect(saves[0]?.id).toBeUndefined();
    expect(new Date(saves[0]!.endTime).getTime()).toBeGreaterThan(new Date(saves[0]!.startTime).getTime());
    // the new form's id goes into the URL
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(FORM_ID));
  });

  it('refuses a choice field with an empty or repeated option', async () => {
    const user = userEvent.setup();
    render(<CommonFormPage onOpen={vi.fn()} onPreview={vi.fn()} />, { wrapper });
    await fill(user, await screen.findByRole('textbox', { name: '表单标题' }), '测试表单');
    await user.click(screen.getByRole('button', { name: '添加多选题' }));
    await fill(user, screen.getByRole('textbox', { name: '字段1标题' }), '岗位');
    const option2 = screen.getByRole('textbox', { name: '字段1选项2' });
    await fill(user, option2, '选项1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('第1个字段的选项不能重复')).toBeInTheDocument();
    await user.clear(option2);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('第1个字段的选项不能为空')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('opens a saved form, lists the saved forms, and goes to the preview without saving again when unchanged', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    render(<CommonFormPage id={FORM_ID} onOpen={vi.fn()} onPreview={onPreview} />, { wrapper });
    expect(await screen.findByRole('textbox', { name: '表单标题' })).toHaveValue('企业用工需求登记表');
    expect(screen.getAllByTestId('design-field')).toHaveLength(4);
    const saved = await screen.findByRole('list', { name: '已保存的表单' });
    expect(within(saved).getByRole('link', { name: '企业用工需求登记表' })).toHaveAttribute('href', `/commonform?id=${FORM_ID}`);
    expect(within(saved).getByText('未发布')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '预览' }));
    expect(onPreview).toHaveBeenCalledWith(FORM_ID);
    expect(saves).toHaveLength(0);
  });

  it('keeps a published form read only', async () => {
    stored = { ...DETAIL, status: '1' };
    render(<CommonFormPage id={FORM_ID} onOpen={vi.fn()} onPreview={vi.fn()} />, { wrapper });
    expect(await screen.findByText('该表单已发布，不能修改')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '表单标题' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加单选题' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    clearSession();
    render(<CommonFormPage onOpen={vi.fn()} onPreview={vi.fn()} />, { wrapper });
    expect(await screen.findByText('请先登录后使用自定义表单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });
});

describe('FormPreviewPage (自定义表单预览)', { timeout: 60_000 }, () => {
  it('renders the saved form with the dynamic form: radios, checkboxes, text and the 1–5 score', async () => {
    const user = userEvent.setup();
    render(<FormPreviewPage id={FORM_ID} />, { wrapper });
    expect(await screen.findByRole('heading', { name: '企业用工需求登记表' })).toBeInTheDocument();
    expect(screen.getByText('未发布')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '制造业' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '技术工人' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /计划招聘人数及岗位要求/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: /^[1-5]分$/ })).toHaveLength(5);
    // a trial fill is checked like the filler's: required fields first
    await user.click(screen.getByRole('button', { name: '校验填写' }));
    expect(await screen.findByText('请选择企业所属行业')).toBeInTheDocument();
    expect(screen.getByText('请输入计划招聘人数及岗位要求')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '制造业' }));
    await fill(user, screen.getByRole('textbox', { name: /计划招聘人数及岗位要求/ }), '普工20人');
    await user.click(screen.getByRole('button', { name: '校验填写' }));
    expect(await screen.findByText('填写校验通过')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('保存 (0) saves the form as it is; 发布 (1) publishes after confirmation and locks the form', async () => {
    const user = userEvent.setup();
    render(<FormPreviewPage id={FORM_ID} />, { wrapper });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: FORM_ID, quesTitle: '企业用工需求登记表' });
    expect(saves[0]?.questions.map((q) => q.id)).toEqual([Q(1), Q(2), Q(3), Q(4)]);
    expect(saves[0]?.questions[0]?.options?.map((o) => o.id)).toEqual([O(1), O(2)]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布后表单不能再修改，确定发布吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(publishes).toEqual([{ id: FORM_ID }]));
    expect(await screen.findByText('已发布')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '发布' })).toBeDisabled();
  });

  it('asks to choose a form without id', async () => {
    render(<FormPreviewPage />, { wrapper });
    expect(await screen.findByText('请选择要预览的表单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去设计表单' })).toHaveAttribute('href', '/commonform');
  });
});
