import { notifications } from '@mantine/notifications';
import { act, createTestWrapper, render, screen } from '@qifu/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { closeAfter, useMutationFeedback, type MutationFeedback } from './mutation-feedback';

// The notifications store outlives a test's render: start each test without old notices.
afterEach(() => act(() => notifications.clean()));

function renderFeedback(fallback?: string) {
  let feedback: MutationFeedback | undefined;
  function Probe() {
    feedback = useMutationFeedback(fallback);
    return null;
  }
  const result = render(<Probe />, { wrapper: createTestWrapper({ notifications: true }) });
  return { ...result, feedback: () => feedback! };
}

describe('useMutationFeedback', { timeout: 15_000 }, () => {
  it('shows the server’s message', async () => {
    const { feedback } = renderFeedback();
    await act(() => feedback()({ msg: '删除成功' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('falls back to 操作成功 (or the given text) when the server sent no message', async () => {
    const first = renderFeedback();
    await act(() => first.feedback()({ msg: '' }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    first.unmount();
    const second = renderFeedback('已保存');
    await act(() => second.feedback()({}));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('closeAfter closes the dialog only after the feedback has finished', async () => {
    const order: string[] = [];
    let finish: () => void = () => undefined;
    const onSaved: MutationFeedback = () =>
      new Promise<void>((resolve) => {
        order.push('saved');
        finish = resolve;
      });
    const done = closeAfter(onSaved, () => order.push('closed'))({ msg: '保存成功' });
    expect(order).toEqual(['saved']);
    finish();
    await done;
    expect(order).toEqual(['saved', 'closed']);
  });
});
