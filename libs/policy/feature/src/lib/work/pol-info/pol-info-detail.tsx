import { Anchor, Group, Modal, Pagination, Stack, Table, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { isExamineFailed } from '@qifu/policy-rules';
import { usePolInfoDetail, usePolViews } from '@qifu/policy-data-access';
import { ErrorState, formatDate, ListSkeleton } from '@qifu/ui';
import { useUpload } from '@qifu/widgets';
import { useState } from 'react';

import { PolicyExamineBadge, PolicyShelfBadge } from '../policy-info/policy-state-badge';

function Views({ policyId }: { policyId: string }) {
  const [page, setPage] = useState(1);
  const views = usePolViews(policyId, page);
  if (views.isError) return <ErrorState error={views.error} onRetry={() => void views.refetch()} />;
  if (!views.data) return <ListSkeleton rows={2} />;
  if (views.data.total === 0) return <Text size="sm">暂无浏览记录</Text>;
  return (
    <Stack gap="xs">
      <Table aria-label="浏览记录">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>浏览人</Table.Th>
            <Table.Th>用户类型</Table.Th>
            <Table.Th>所属企业</Table.Th>
            <Table.Th>最近浏览</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {views.data.list.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>{v.userName ?? '—'}</Table.Td>
              <Table.Td>{v.userType ?? '—'}</Table.Td>
              <Table.Td>{v.companyName ?? '—'}</Table.Td>
              <Table.Td>{formatDate(v.viewTime, 'YYYY-MM-DD HH:mm')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {views.data.total > 10 ? <Pagination size="sm" total={Math.ceil(views.data.total / 10)} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

/**
 * 查看 a policy of 政策信息库 (`viewPolInfo`, `getPolView`): its fields, examination (state, opinion,
 * time), shelf state, body, enclosures (download links) and 浏览记录 — the logged-in readers' latest views.
 */
export function PolInfoDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = usePolInfoDetail(id);
  const { fileUrl } = useUpload();
  const p = detail.data;
  return (
    <Modal opened onClose={onClose} title="政策详情" size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {!p && !detail.isError ? <ListSkeleton rows={4} /> : null}
      {p ? (
        <Stack gap="sm">
          <Text fw={600}>{p.policyTitle}</Text>
          <Group gap="xs">
            <PolicyExamineBadge examineStatus={p.examineStatus} />
            <PolicyShelfBadge status={p.status} examineStatus={p.examineStatus} />
          </Group>
          <Text size="sm">
            发文单位：{p.policyDepName}　文号：{p.policyNo ?? '—'}　政策级别：{p.policyLevel ?? '—'}
          </Text>
          <Text size="sm">
            发布时间：{formatDate(p.policyCreateTime, 'YYYY-MM-DD')}　有效期：{p.validStart ?? '—'} 至 {p.validEnd ?? '—'}　浏览次数：{p.viewCount}
          </Text>
          {p.examineTime ? (
            <Text size="sm" c={isExamineFailed(p.examineStatus) ? 'red.8' : undefined}>
              审核时间：{formatDate(p.examineTime, 'YYYY-MM-DD HH:mm')}　审核意见：{p.examineOpinion ?? '—'}
            </Text>
          ) : null}
          {p.summary ? <Text size="sm">摘要：{p.summary}</Text> : null}
          <TypographyStylesProvider>
            <div dangerouslySetInnerHTML={{ __html: p.content }} />
          </TypographyStylesProvider>
          {p.enclosures.length > 0 ? (
            <Stack gap={4}>
              <Title order={3} size="h5">
                附件
              </Title>
              {p.enclosures.map((f) => (
                <Anchor key={f.id} href={fileUrl(f.filePath)} target="_blank" rel="noreferrer" size="sm">
                  {f.fileName}
                </Anchor>
              ))}
            </Stack>
          ) : null}
          <Title order={3} size="h5">
            浏览记录
          </Title>
          <Views policyId={p.id} />
        </Stack>
      ) : null}
    </Modal>
  );
}
