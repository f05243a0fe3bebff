import { useForm } from '@mantine/form';
import { render, screen, userEvent } from '@qifu/ui/testing';
import { describe, expect, it, vi } from 'vitest';

import { ReviewFields, reviewBody, validateReviewOpinion, type ReviewValues } from './review-fields';

describe('validateReviewOpinion and reviewBody', () => {
  it('requires an opinion to reject only, and at most 500 characters', () => {
    expect(validateReviewOpinion('  ', { result: '2' })).toBe('请输入审核意见');
    expect(validateReviewOpinion('', { result: '1' })).toBeNull();
    expect(validateReviewOpinion('材料不全', { result: '2' })).toBeNull();
    expect(validateReviewOpinion('长'.repeat(501), { result: '1' })).toBe('审核意见不能超过500字');
  });

  it('leaves a blank opinion out of the body and trims the rest', () => {
    expect(reviewBody('a1', { result: '1', opinion: '  ' })).toEqual({ id: 'a1', result: '1' });
    expect(reviewBody('a1', { result: '2', opinion: ' 材料不全 ' })).toEqual({ id: 'a1', result: '2', opinion: '材料不全' });
  });
});

function Harness({ onSubmit, results }: { onSubmit: (values: ReviewValues) => void; results?: { value: '1' | '2'; label: string }[] }) {
  const form = useForm<ReviewValues>({ initialValues: { result: '1', opinion: '' }, validate: { opinion: validateReviewOpinion } });
  return (
    <form onSubmit={form.onSubmit(onSubmit)}>
      <ReviewFields form={form} results={results} />
      <button type="submit">确定</button>
    </form>
  );
}

describe('ReviewFields', () => {
  it('blocks a rejection without an opinion and sends it with one', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: '驳回' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入审核意见')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '审核意见' }), '材料不全');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onSubmit).toHaveBeenCalledWith({ result: '2', opinion: '材料不全' }, expect.anything());
  });

  it('offers only the results it is given, and says so when none is allowed', () => {
    const { unmount } = render(<Harness onSubmit={vi.fn()} results={[{ value: '1', label: '通过' }]} />);
    expect(screen.queryByRole('radio', { name: '驳回' })).not.toBeInTheDocument();
    unmount();
    render(<Harness onSubmit={vi.fn()} results={[]} />);
    expect(screen.getByText('当前状态不允许审核')).toBeInTheDocument();
  });
});
