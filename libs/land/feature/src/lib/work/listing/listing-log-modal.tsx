import { Modal } from '@mantine/core';
import { BIZ_TYPE_OF, reviewLogListQuery, type ListingKind, type ReviewLogRow } from '@qifu/land-data-access';
import { PagedTable, type PagedTableParams } from '@qifu/table';
import { useMemo } from 'react';

import { LISTING_KINDS, type AnyListingItem } from '../shared/listing-kinds';
import { reviewLogColumns } from '../review-log/review-log-columns';

/** Props of {@link ListingLogModal}. */
export interface ListingLogModalProps {
  kind: ListingKind;
  row: AnyListingItem;
  onClose: () => void;
}

/**
 * 审核记录 of one listing (listLandReviewLog / listWorkshopReviewLog with its bizType and bizId):
 * every submit, pass, reject and takedown with the opinion, the operator and the time, newest
 * first — how an enterprise reads why its listing was rejected.
 */
export function ListingLogModal({ kind, row, onClose }: ListingLogModalProps) {
  const market = LISTING_KINDS[kind].market;
  const columns = useMemo(() => reviewLogColumns(market, false), [market]);
  const query = useMemo(
    () => (params: PagedTableParams<Record<string, never>>) => reviewLogListQuery(market, { ...params, bizType: BIZ_TYPE_OF[kind], bizId: row.id }),
    [market, kind, row.id],
  );
  return (
    <Modal opened onClose={onClose} title={`审核记录：${row.title}`} size="xl" centered>
      <PagedTable<ReviewLogRow, Record<string, never>> query={query} columns={columns} defaultPageSize={5} aria-label="审核记录" />
    </Modal>
  );
}
