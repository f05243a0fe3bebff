import { Code, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { companyByTagQuery, useTagDetail, type TagItem, type TaggedCompanyItem } from '@qifu/enterprise-archive-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';

const COLUMNS: TableColumn<TaggedCompanyItem>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'contact', title: '联系人', width: 110, formatter: (v) => (v as string | null) || '—' },
  { key: 'phone', title: '联系电话', width: 140, formatter: (v) => (v as string | null) || '—' },
];

/** Chinese text of a job status (JobStatus.status). */
const JOB_STATUS_TEXT: Record<string, string> = { queued: '排队中', running: '计算中', succeeded: '已完成', failed: '计算失败' };

/**
 * The smart tag's rule and the progress of its application (`getTagInfoDetail`, polled every second while the job
 * runs): 计算中 n% (已处理 x / y 家), then 最近计算 time; a failed or cancelled run shows its reason.
 */
function SmartTagProgress({ tagId }: { tagId: string }) {
  const detail = useTagDetail(tagId);
  const job = detail.data?.evalJob;
  return (
    <Stack gap={6}>
      {detail.data?.rule ? (
        <Code block aria-label="标签规则">
          {JSON.stringify(detail.data.rule)}
        </Code>
      ) : null}
      {job ? (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">
              {JOB_STATUS_TEXT[job.status] ?? job.status}
              {job.status === 'running' || job.status === 'queued' ? `（已处理 ${job.done}${job.total !== undefined ? ` / ${job.total}` : ''} 家）` : ''}
              {job.status === 'failed' && job.error ? `：${job.error}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {detail.data?.lastEvalTime ? `最近计算：${formatDate(detail.data.lastEvalTime, 'YYYY-MM-DD HH:mm:ss')}` : '尚未计算完成'}
            </Text>
          </Group>
          <Progress value={job.progress} aria-label="智能标签计算进度" />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Props of {@link TagCompaniesModal}. */
export interface TagCompaniesModalProps {
  tag: TagItem;
  onClose: () => void;
}

/**
 * The enterprises carrying a tag (`listCompanyByTag`; seeds 001 §2: company name, contact, phone), paged; for a smart
 * tag with its rule and the progress of its background application above the list.
 */
export function TagCompaniesModal({ tag, onClose }: TagCompaniesModalProps) {
  return (
    <Modal opened onClose={onClose} title={`“${tag.tagName}”的企业`} size="xl" centered>
      <Stack gap="sm">
        {tag.tagType === '2' ? <SmartTagProgress tagId={tag.id} /> : null}
        <PagedTable<TaggedCompanyItem, { tagId: string }>
          query={companyByTagQuery}
          filters={{ tagId: tag.id }}
          columns={COLUMNS}
          showIndex
          maxHeight={360}
          aria-label={`${tag.tagName}的企业`}
        />
      </Stack>
    </Modal>
  );
}
