import { Badge, Divider, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSysFeedbackDetail, type SysFeedback } from '@qifu/sys-data-access';
import { FEEDBACK_STATUS_LABELS } from '@qifu/sys-rules';
import { ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import type { ReactNode } from 'react';

const TIME = 'YYYY-MM-DD HH:mm:ss';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The handling state as a badge: orange 待处理, green 已处理. */
export function FeedbackStatusBadge({ status }: { status: SysFeedback['handleStatus'] }) {
  return (
    <Badge size="sm" variant="light" color={status === '0' ? 'orange' : 'green'}>
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}

function FeedbackDetail({ feedback }: { feedback: SysFeedback }) {
  return (
    <Stack gap="sm">
      <Field label="标题">{feedback.name}</Field>
      <Field label="留言">{feedback.textarea}</Field>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label="姓名">{feedback.namevalue}</Field>
        <Field label="手机号">{feedback.phonevalue}</Field>
        <Field label="其他">{feedback.othervalue || '—'}</Field>
        <Field label="提交用户">{feedback.userName || '访客'}</Field>
        <Field label="提交时间">{formatDate(feedback.createTime, TIME)}</Field>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            处理状态
          </Text>
          <div>
            <FeedbackStatusBadge status={feedback.handleStatus} />
          </div>
        </Stack>
      </SimpleGrid>
      {feedback.handleStatus === '1' ? (
        <>
          <Divider />
          <Field label="处理结果">{feedback.handleResult || '—'}</Field>
          <Field label="处理时间">{formatDate(feedback.handleTime, TIME) || '—'}</Field>
        </>
      ) : null}
    </Stack>
  );
}

/** Props of {@link FeedbackDetailModal}. */
export interface FeedbackDetailModalProps {
  /** The message chosen in the list (its id is loaded fresh). */
  feedback: SysFeedback;
  onClose: () => void;
}

/**
 * 反馈详情 (`getFeedbackDetail`): title, message, name, phone, other, the author (访客 when not
 * logged in), submission time, state and — once handled — the reply and its time. Loads the message
 * fresh (another operator may have handled it); loading placeholders and a retryable error state.
 */
export function FeedbackDetailModal({ feedback, onClose }: FeedbackDetailModalProps) {
  const detail = useSysFeedbackDetail(feedback.id);
  return (
    <Modal opened onClose={onClose} title="反馈详情" size="lg" centered>
      {detail.data ? (
        <FeedbackDetail feedback={detail.data} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ListSkeleton rows={4} rowHeight={40} />
      )}
    </Modal>
  );
}
