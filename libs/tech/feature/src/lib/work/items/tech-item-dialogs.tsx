import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { techDetailQuery, useReviewTechItem, type TechKind, type TechWorkDetail, type TechWorkRow } from '@qifu/tech-data-access';
import { isTechRejected, TECH_STATUS_LABELS } from '@qifu/tech-rules';
import { ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import { FormModal, ReviewFields, closeAfter, labelOf, reviewBody, validateReviewOpinion, type EditDialogProps, type ReviewValues } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

import { TechItemDetailView } from '../../detail/tech-detail-page';
import { TECH_KIND_TEXT, TechStatusBadge, techItemName } from './tech-kinds';

/** The state, review opinion and time of an item (above its fields in 查看 and 审核). */
function ReviewState({ item }: { item: TechWorkDetail }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          状态：
        </Text>
        <TechStatusBadge status={item.status} />
        {item.createUserName ? (
          <Text size="sm" c="dimmed">
            提交人：{item.createUserName}
          </Text>
        ) : null}
      </Group>
      {item.reviewOpinion ? (
        <Alert color={isTechRejected(item.status) ? 'red' : 'blue'} variant="light" title={`审核意见（${formatDate(item.reviewTime, 'YYYY-MM-DD HH:mm')}）`}>
          {item.reviewOpinion}
        </Alert>
      ) : null}
    </Stack>
  );
}

function useDetail(kind: TechKind, row: TechWorkRow) {
  return useQuery(techDetailQuery(kind, row.id));
}

/** Props of the row dialogs. */
export interface TechRowDialogProps {
  kind: TechKind;
  row: TechWorkRow;
  onClose: () => void;
}

/**
 * 查看: every field of the item, its state ({@link TECH_STATUS_LABELS}) and the last review
 * opinion (so that an owner sees why it was 审核驳回).
 */
export function TechItemViewModal({ kind, row, onClose }: TechRowDialogProps) {
  const detail = useDetail(kind, row);
  return (
    <Modal opened onClose={onClose} title={`查看${TECH_KIND_TEXT[kind].noun}`} size="xl" centered>
      {detail.data ? (
        <Stack gap="md">
          <ReviewState item={detail.data} />
          <TechItemDetailView kind={kind} item={detail.data} />
        </Stack>
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </Modal>
  );
}

/**
 * 审核 (tech:{kind}:review) of an item 待审核: its fields above, then 审核结果 通过 / 驳回 and
 * 审核意见 (required to reject). 通过 → 审核通过, 驳回 → 审核驳回 (the state table).
 */
export function TechReviewModal({ kind, row, onClose, onSaved }: TechRowDialogProps & Pick<EditDialogProps, 'onSaved'>) {
  const detail = useDetail(kind, row);
  const form = useForm<ReviewValues>({
    initialValues: { result: '1', opinion: '' },
    validate: { opinion: validateReviewOpinion },
  });
  const review = useReviewTechItem(kind, { onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`审核${TECH_KIND_TEXT[kind].noun}：${techItemName(kind, row)}`}
      form={form}
      busy={review.isPending}
      size="xl"
      submitLabel="提交"
      onSubmit={(values) => review.mutate(reviewBody(row.id, values))}
    >
      {detail.data ? (
        <TechItemDetailView kind={kind} item={detail.data} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
      <ReviewFields form={form} rejectPlaceholder="请输入驳回原因" />
      <Text size="xs" c="dimmed">
        当前状态：{labelOf(TECH_STATUS_LABELS, row.status)}
      </Text>
    </FormModal>
  );
}
