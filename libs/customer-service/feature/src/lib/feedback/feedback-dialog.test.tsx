import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { FEEDBACK_TEXTS, FeedbackDialog } from './feedback-dialog';

let bodies: unknown[] = [];
const server = setupMsw(
  http.post(apiUrl('/sys/feedback/save'), async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' }, '提交成功，感谢您的反馈'));
  }),
);

beforeEach(() => {
  bodies = [];
});

function renderDialog() {
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  render(<FeedbackDialog opened onClose={onClose} onSubmitted={onSubmitted} />, { wrapper: createTestWrapper({ notifications: true }) });
  const dialog = screen.getByRole('dialog', { name: FEEDBACK_TEXTS.title });
  const field = (label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
  return { dialog, field, onClose, onSubmitted };
}

async function fill(field: (label: string) => HTMLElement, values: Partial<Record<'标题' | '留言' | '其他' | '姓名' | '手机号', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}

const VALID = { 标题: '  政策超市检索建议 ', 留言: '希望能按发文日期筛选。', 其他: '德清县恒达新材料有限公司', 姓名: '张伟', 手机号: '13812345678' };

describe('FeedbackDialog (seeds 000 §5)', { timeout: 40_000 }, () => {
  it('shows every required message and sends nothing; the first invalid field gets the focus', async () => {
    const { dialog, field } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    for (const message of ['请输入标题', '请输入留言', '请输入其他信息', '请输入姓名', '请输入正确的手机号']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await fill(field, { 标题: VALID.标题, 留言: VALID.留言 });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(field('其他')).toHaveFocus());
    expect(within(dialog).queryByText('请输入标题')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('limits the title to 30 and the message to 300 characters, and wants a mainland mobile (13–19)', async () => {
    const { dialog, field } = renderDialog();
    await fill(field, { ...VALID, 标题: '题'.repeat(31), 留言: '言'.repeat(301), 手机号: '12345678901' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('标题不能超过30个字')).toBeInTheDocument();
    expect(within(dialog).getByText('留言不能超过300个字')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的手机号')).toBeInTheDocument();

    await fill(field, { 标题: '题'.repeat(30), 留言: '言'.repeat(300), 手机号: '1381234567' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(dialog).queryByText('标题不能超过30个字')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('留言不能超过300个字')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('submits the trimmed form, says 提交成功，感谢您的反馈 and closes', async () => {
    const { dialog, field, onClose, onSubmitted } = renderDialog();
    await fill(field, VALID);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ name: '政策超市检索建议', textarea: '希望能按发文日期筛选。', othervalue: '德清县恒达新材料有限公司', namevalue: '张伟', phonevalue: '13812345678' }]);
    expect(onSubmitted).toHaveBeenCalledWith('0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c');
    expect(await screen.findByText('提交成功，感谢您的反馈')).toBeInTheDocument();
  });

  it('stays open when the server refuses the form', async () => {
    server.use(http.post(apiUrl('/sys/feedback/save'), () => HttpResponse.json(failEnvelope('BAD_REQUEST', '请输入留言'), { status: 400 })));
    const { dialog, field, onClose } = renderDialog();
    await fill(field, VALID);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交' })).not.toHaveAttribute('data-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('标题')).toHaveValue(VALID.标题);
  });
});
