import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHandleFeedback, type SysFeedback } from '@qifu/sys-data-access';
import { FormModal, closeAfter, type MutationFeedback } from '@qifu/widgets';

/** The longest reply the contract accepts (`SysFeedbackHandleForm.handleResult`). */
export const HANDLE_RESULT_MAX = 500;

/** Props of {@link FeedbackHandleModal}. */
export interface FeedbackHandleModalProps {
  /** The message to handle (state 0 待处理). */
  feedback: SysFeedback;
  onClose: () => void;
  /** Success notice with the server's message (处理成功); called before the dialog closes. */
  onSaved: MutationFeedback;
}

/**
 * 处理反馈 (`handleFeedback`, sys:feedback:handle): the message's title and text above a required
 * reply (处理结果, at most 500 characters; blank → 请输入处理结果). 确定 records the handling
 * (0 待处理 → 1 已处理); a message another operator handled meanwhile is refused by the server
 * (当前状态不允许该操作, shown by the API client) and the dialog stays open.
 */
export function FeedbackHandleModal({ feedback, onClose, onSaved }: FeedbackHandleModalProps) {
  const form = useForm({
    initialValues: { handleResult: '' },
    validate: { handleResult: (value: string) => (value.trim() ? null : '请输入处理结果') },
  });
  const handle = useHandleFeedback({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="处理反馈"
      form={form}
      busy={handle.isPending}
      submitLabel="确定"
      onSubmit={(values) => handle.mutate({ id: feedback.id, handleResult: values.handleResult.trim() })}
    >
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {feedback.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {feedback.textarea}
        </Text>
      </Stack>
      <Textarea
        label="处理结果"
        withAsterisk
        autosize
        minRows={4}
        maxLength={HANDLE_RESULT_MAX}
        placeholder="请输入处理结果"
        {...form.getInputProps('handleResult')}
      />
    </FormModal>
  );
}
