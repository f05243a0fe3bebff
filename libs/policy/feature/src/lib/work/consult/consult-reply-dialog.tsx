import '@mantine/core/styles/Input.css';

import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useReplyPolConsult, type PolConsultItem } from '@qifu/policy-data-access';
import { consultReplyAction } from '@qifu/policy-rules';
import { closeAfter, FormModal, type EditDialogProps } from '@qifu/widgets';

/** Longest answer (the contract's `PolConsultReplyForm.reply` maxLength). */
export const REPLY_MAX_LENGTH = 1000;

/** Message of a missing answer. */
export const REPLY_REQUIRED = '请输入答复内容';

/** Props of {@link ConsultReplyDialog}. */
export interface ConsultReplyDialogProps extends EditDialogProps {
  /** The consultation answered (its state decides 答复 or 修改答复). */
  consultation: PolConsultItem;
}

/**
 * The 答复 dialog of 政策咨询 (seeds 001 §7 "/pol/consult/result"; issue 12): the policy and the
 * question read-only, the answer (required: 请输入答复内容; at most 1000 characters). 保存 answers the
 * consultation (`replyPolConsult`; 0 待答复 → 1 已答复) or corrects the answer of an answered one (title
 * 修改答复, the answer prefilled), shows the server's 答复成功, reloads the lists and closes.
 */
export function ConsultReplyDialog({ consultation, onClose, onSaved }: ConsultReplyDialogProps) {
  const editing = consultReplyAction(consultation.status) === 'editReply';
  const form = useForm({
    initialValues: { reply: consultation.reply ?? '' },
    validate: { reply: (value) => (value.trim() ? null : REPLY_REQUIRED) },
  });
  const save = useReplyPolConsult({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? '修改答复' : '答复咨询'}
      form={form}
      busy={save.isPending}
      submitLabel="提交答复"
      onSubmit={async (values) => {
        // a refusal was shown by the API client; the dialog stays open for another try
        await save.mutateAsync({ id: consultation.id, reply: values.reply.trim() }).catch(() => undefined);
      }}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          政策标题
        </Text>
        <Text size="sm">{consultation.policyTitle}</Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          咨询内容（{consultation.userName || '—'}
          {consultation.companyName ? ` · ${consultation.companyName}` : ''}）
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {consultation.consultContent}
        </Text>
      </Stack>
      <Textarea
        label="答复内容"
        withAsterisk
        autosize
        minRows={4}
        maxRows={10}
        maxLength={REPLY_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('reply')}
      />
    </FormModal>
  );
}
