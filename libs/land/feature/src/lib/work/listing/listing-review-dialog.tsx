import { Button, Group, Modal, SimpleGrid, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useListingManageDetail, useReviewListing, type ListingKind } from '@qifu/land-data-access';
import { ReviewFields, reviewBody, submitWithErrorFocus, validateReviewOpinion, type MutationFeedback, type ReviewValues } from '@qifu/widgets';

import { LISTING_KINDS, areaText, modeOf, moneyText, type AnyListingItem } from '../shared/listing-kinds';

/** Props of {@link ListingReviewDialog}. */
export interface ListingReviewDialogProps {
  kind: ListingKind;
  /** The listing under review (state 1 待审核). */
  row: AnyListingItem;
  onClose: () => void;
  /** Called with the server's answer (审核成功) after the review. */
  onDone: MutationFeedback;
}

/**
 * 审核 a submitted listing (review…, `<kind>:review`, staff): its facts and description, then
 * 通过 (→ 已上架, public on /page/sdmarket) or 驳回 (→ 审核驳回, the opinion is required:
 * 请输入审核意见), and the 审核意见 (up to 500 characters). 确定 sends the review; the opinion goes
 * into the review log (厂房审核记录 / 土地审核记录) and to the publisher.
 */
export function ListingReviewDialog({ kind, row, onClose, onDone }: ListingReviewDialogProps) {
  const config = LISTING_KINDS[kind];
  const detail = useListingManageDetail(kind, row.id);
  const form = useForm<ReviewValues>({
    initialValues: { result: '1', opinion: '' },
    validate: { opinion: validateReviewOpinion },
  });
  const review = useReviewListing(kind, {
    onSuccess: async (result) => {
      await onDone(result);
      onClose();
    },
  });
  const submit = (values: ReviewValues) => review.mutate(reviewBody(row.id, values));
  const description = detail.data?.description;

  return (
    <Modal opened onClose={() => (review.isPending ? undefined : onClose())} title={`审核${config.noun}`} size="lg" centered>
      <form noValidate onSubmit={submitWithErrorFocus(form, submit)}>
        <Stack gap="sm">
          <Text fw={600}>{row.title}</Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            <Text size="sm">
              {config.areaLabel}：{areaText(kind, row)}
            </Text>
            <Text size="sm">
              {config.modeLabel}：{config.modeLabels[modeOf(row)]}
            </Text>
            <Text size="sm">
              {config.moneyLabel}：{moneyText(kind, row)}
            </Text>
            <Text size="sm">
              {config.demand ? '意向乡镇街道' : '所在乡镇街道'}：{row.streetName ?? '—'}
            </Text>
            <Text size="sm">
              联系人：{row.contactName} {row.contactPhone}
            </Text>
            <Text size="sm">图片：{row.images.length} 张</Text>
          </SimpleGrid>
          {description ? (
            <TypographyStylesProvider fz="sm" mah={200} style={{ overflow: 'auto' }}>
              {/* The server sanitizes the description HTML before storing it. */}
              <div dangerouslySetInnerHTML={{ __html: description }} />
            </TypographyStylesProvider>
          ) : null}
          <ReviewFields form={form} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={review.isPending}>
            取消
          </Button>
          <Button type="submit" loading={review.isPending} color={form.values.result === '2' ? 'red' : undefined}>
            确定
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
