import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTakedownListing, type ListingKind } from '@qifu/land-data-access';
import { type MutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { LISTING_KINDS, type AnyListingItem } from '../shared/listing-kinds';

/** Props of {@link ListingTakedownDialog}. */
export interface ListingTakedownDialogProps {
  kind: ListingKind;
  /** The published listing (state 2 已上架). */
  row: AnyListingItem;
  onClose: () => void;
  /** Called with the server's answer (下架成功). */
  onDone: MutationFeedback;
}

/**
 * 下架 a published listing (takedown…, `<kind>:takedown`), after confirmation: the question
 * 确定要下架{noun}“…”吗？下架后门户不再展示。 with an optional 下架原因 (up to 500 characters, kept in
 * the review log); 确定 takes it down (→ 已下架).
 */
export function ListingTakedownDialog({ kind, row, onClose, onDone }: ListingTakedownDialogProps) {
  const [reason, setReason] = useState('');
  const takedown = useTakedownListing(kind, {
    onSuccess: async (result) => {
      await onDone(result);
      onClose();
    },
  });
  const confirm = () => {
    const opinion = reason.trim();
    takedown.mutate({ id: row.id, ...(opinion ? { opinion } : {}) });
  };
  return (
    <Modal opened onClose={() => (takedown.isPending ? undefined : onClose())} title="提示" size="md" centered>
      <Stack gap="sm">
        <Text size="sm">
          确定要下架{LISTING_KINDS[kind].noun}“{row.title}”吗？下架后门户不再展示。
        </Text>
        <Textarea
          label="下架原因"
          placeholder="选填，如：已成交"
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={takedown.isPending}>
          取消
        </Button>
        <Button color="orange" loading={takedown.isPending} onClick={confirm}>
          确定
        </Button>
      </Group>
    </Modal>
  );
}
