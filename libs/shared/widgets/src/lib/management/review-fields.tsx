import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';

import { Group, Radio, Text, Textarea } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';

/** Result codes of every review in the contract: '1' 通过, '2' 驳回 (LandReviewForm, TechReviewForm, DeclareExamineForm …). */
export type ReviewResult = '1' | '2';

/** The values of a review form. */
export interface ReviewValues {
  result: ReviewResult;
  /** 审核意见; required to reject, at most {@link REVIEW_OPINION_MAX_LENGTH} characters. */
  opinion: string;
}

/** Longest 审核意见 (the contract's maxLength of every review form). */
export const REVIEW_OPINION_MAX_LENGTH = 500;
/** A rejection without an opinion. */
export const REVIEW_OPINION_REQUIRED = '请输入审核意见';
/** An opinion over the limit. */
export const REVIEW_OPINION_TOO_LONG = '审核意见不能超过500字';

/** The two results with their labels, in the order shown. */
export const REVIEW_RESULTS: readonly { value: ReviewResult; label: string }[] = [
  { value: '1', label: '通过' },
  { value: '2', label: '驳回' },
];

/**
 * The opinion rule of every review (for `useForm`'s `validate.opinion`): required to reject
 * (请输入审核意见), at most 500 characters (审核意见不能超过500字).
 */
export function validateReviewOpinion(opinion: string, values: Pick<ReviewValues, 'result'>): string | null {
  if (values.result === '2' && !opinion.trim()) return REVIEW_OPINION_REQUIRED;
  return opinion.length > REVIEW_OPINION_MAX_LENGTH ? REVIEW_OPINION_TOO_LONG : null;
}

/** The review body of the contract: `{ id, result, opinion? }` (a blank opinion is left out). */
export function reviewBody(id: string, values: ReviewValues): { id: string; result: ReviewResult; opinion?: string } {
  const opinion = values.opinion.trim();
  return opinion ? { id, result: values.result, opinion } : { id, result: values.result };
}

/** Props of {@link ReviewFields}. */
export interface ReviewFieldsProps<V extends ReviewValues> {
  /** The dialog's form (initial values `{ result: '1', opinion: '' }`, `validate: { opinion: validateReviewOpinion }`). */
  form: UseFormReturnType<V>;
  /** The results to offer: those the resource's state table allows (default both). None: 当前状态不允许审核. */
  results?: readonly { value: ReviewResult; label: string }[];
  /** Placeholder of the opinion when rejecting (default 请说明驳回原因). */
  rejectPlaceholder?: string;
}

/**
 * 审核结果 (通过 / 驳回) and 审核意见 of a review dialog (land and workshop listings, technology
 * items, declarations …): the opinion is marked required when 驳回 is chosen. Put it inside a
 * `FormModal` or a form of the page; the page sends {@link reviewBody} through its mutation.
 */
export function ReviewFields<V extends ReviewValues>({ form, results = REVIEW_RESULTS, rejectPlaceholder = '请说明驳回原因' }: ReviewFieldsProps<V>) {
  const rejecting = form.values.result === '2';
  return (
    <>
      {results.length === 0 ? (
        <Text size="sm" c="red">
          当前状态不允许审核
        </Text>
      ) : (
        <Radio.Group label="审核结果" withAsterisk {...form.getInputProps('result')}>
          <Group gap="lg" mt={6}>
            {results.map((r) => (
              <Radio key={r.value} value={r.value} label={r.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Textarea
        label="审核意见"
        withAsterisk={rejecting}
        placeholder={rejecting ? rejectPlaceholder : '选填'}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={REVIEW_OPINION_MAX_LENGTH}
        {...form.getInputProps('opinion')}
      />
    </>
  );
}
