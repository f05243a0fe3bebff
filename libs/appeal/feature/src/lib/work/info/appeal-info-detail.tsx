import { Anchor, Badge, Button, Divider, Drawer, Group, Rating, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { APPEAL_WORKBENCH_ACTION_LABELS, type AppealWorkbenchAction } from '@qifu/appeal-rules';
import { useAppealInfoDetail, type AppealDetail, type AppealSyncLog } from '@qifu/appeal-data-access';
import { ErrorState, formatDate } from '@qifu/ui';
import { useUpload } from '@qifu/widgets';
import { type ReactNode } from 'react';

import { AppealProgress } from '../../my-appeals/appeal-progress';
import { AppealStatusBadge } from '../../my-appeals/appeal-status-badge';

const TIME = 'YYYY-MM-DD HH:mm';

function Field({ label, children, span }: { label: string; children: ReactNode; span?: boolean }) {
  return (
    <Stack gap={2} style={span ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

function Files({ files }: { files: AppealDetail['files'] }) {
  const { fileUrl } = useUpload();
  if (files.length === 0) return <>—</>;
  return (
    <Stack gap={4}>
      {files.map((file) => (
        <Anchor key={file.filePath} href={fileUrl(file.filePath)} target="_blank" rel="noreferrer" size="sm" download={file.fileName}>
          {file.fileName}
        </Anchor>
      ))}
    </Stack>
  );
}

/** 企呼我应 sync states of the contract (`AppealDetail.syncStatus`). */
const SYNC_STATUS_LABELS: Readonly<Record<AppealDetail['syncStatus'], string>> = { '0': '未同步', '1': '已同步', '2': '同步失败' };
/** Outcomes of one sync attempt (`AppealSyncLog.outcome`). */
const SYNC_OUTCOME_LABELS: Readonly<Record<AppealSyncLog['outcome'], string>> = { sent: '已送达', failed: '失败（将重试）', gaveUp: '重试用尽' };

/**
 * The provincial sync of the appeal (issue 16 "a visible log"): its state and every attempt of `appeal_sync_log`,
 * newest first — attempt, time (China time), result and the target's message.
 */
export function AppealSyncLogTable({ status, logs }: { status: AppealDetail['syncStatus']; logs: readonly AppealSyncLog[] }) {
  return (
    <Stack gap="xs">
      <Text size="sm">同步状态：{SYNC_STATUS_LABELS[status]}</Text>
      {logs.length === 0 ? (
        <Text size="sm" c="dimmed">
          暂无同步记录
        </Text>
      ) : (
        <Table withTableBorder fz="sm" aria-label="企呼我应同步记录">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>次数</Table.Th>
              <Table.Th>时间</Table.Th>
              <Table.Th>结果</Table.Th>
              <Table.Th>信息</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.map((log) => (
              <Table.Tr key={`${log.createTime}-${log.attempt}`}>
                <Table.Td>第 {log.attempt} 次</Table.Td>
                <Table.Td>{formatDate(log.createTime, 'YYYY-MM-DD HH:mm:ss')}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={log.outcome === 'sent' ? 'green' : log.outcome === 'failed' ? 'orange' : 'red'}>
                    {SYNC_OUTCOME_LABELS[log.outcome]}
                  </Badge>
                </Table.Td>
                <Table.Td>{log.message ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Props of {@link AppealInfoDetail}. */
export interface AppealInfoDetailProps {
  /** The appeal shown; the drawer is closed without one. */
  id: string | null;
  onClose: () => void;
  /** The actions offered for the loaded appeal (state table ∩ the caller's permissions). */
  actionsFor: (appeal: AppealDetail) => AppealWorkbenchAction[];
  onAction: (appeal: AppealDetail, action: AppealWorkbenchAction) => void;
}

/**
 * The detail drawer of 诉求办理 (issue 16; seeds 001 §7 appeal/info/findDetail): the enterprise's submission
 * (title, class, source, company, contact, street, content, attachments), the current dealing office and deadline
 * (超期 flagged), the answer with its attachments, the latest examination and return, the enterprise's rating, the
 * whole process log, the provincial sync's state and attempts (appeal_sync_log), and the buttons of the actions the state table allows in the appeal's state.
 */
export function AppealInfoDetail({ id, onClose, actionsFor, onAction }: AppealInfoDetailProps) {
  const detail = useAppealInfoDetail(id ?? undefined);
  const appeal = detail.data;
  return (
    <Drawer opened={Boolean(id)} onClose={onClose} position="right" size="xl" title="诉求详情" closeButtonProps={{ 'aria-label': '关闭' }}>
      {detail.isLoading ? (
        <Text size="sm" c="dimmed" role="status">
          加载中…
        </Text>
      ) : detail.isError || !appeal ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Title order={2} fz="h4">
              {appeal.appealTitle}
            </Title>
            <AppealStatusBadge status={appeal.status} />
            {appeal.overdue ? (
              <Badge color="red" variant="filled" radius="sm">
                超期
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" aria-label="可执行操作" role="group">
            {actionsFor(appeal)
              .filter((a) => a !== 'delete')
              .map((a) => (
                <Button key={a} size="xs" variant={a === 'update' ? 'default' : 'filled'} onClick={() => onAction(appeal, a)}>
                  {APPEAL_WORKBENCH_ACTION_LABELS[a]}
                </Button>
              ))}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label="诉求编号">{appeal.appealNo}</Field>
            <Field label="提交时间">{formatDate(appeal.createTime, TIME)}</Field>
            <Field label="诉求分类">{appeal.appealClassName}</Field>
            <Field label="诉求来源">{appeal.appealSourceName}</Field>
            <Field label="企业名称">{appeal.companyName}</Field>
            <Field label="统一社会信用代码">{appeal.creditCode}</Field>
            <Field label="联系人">{appeal.contactName}</Field>
            <Field label="联系电话">{appeal.contactPhone}</Field>
            <Field label="所属乡镇（街道）">{appeal.streetName}</Field>
            <Field label="承办部门">{appeal.dealOfficeName}</Field>
            <Field label="办理期限">{appeal.deadline ? `${appeal.deadline}${appeal.overdue ? '（已超期）' : ''}` : null}</Field>
            <Field label="诉求内容" span>
              {appeal.appealContent}
            </Field>
            <Field label="诉求附件" span>
              <Files files={appeal.files} />
            </Field>
          </SimpleGrid>
          <Divider label="办理情况" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label="办理结果" span>
              {appeal.dealContent}
            </Field>
            <Field label="办理时间">{appeal.dealTime ? formatDate(appeal.dealTime, TIME) : null}</Field>
            <Field label="办理附件">
              <Files files={appeal.dealFiles} />
            </Field>
            <Field label="审核意见">{appeal.examineOpinion}</Field>
            <Field label="退回原因">{appeal.backReason}</Field>
            <Field label="企业评价" span>
              {appeal.satisfaction ? (
                <Group gap="xs">
                  <Rating value={appeal.satisfaction} readOnly aria-label={`满意度${appeal.satisfaction}星`} />
                  <Text size="sm">{appeal.satisfactionRemark ?? ''}</Text>
                  {appeal.rateTime ? (
                    <Text size="xs" c="dimmed">
                      {formatDate(appeal.rateTime, TIME)}
                    </Text>
                  ) : null}
                </Group>
              ) : (
                '未评价'
              )}
            </Field>
          </SimpleGrid>
          <Divider label="办理记录" labelPosition="left" />
          <AppealProgress logs={appeal.logs} />
          <Divider label="企呼我应同步记录" labelPosition="left" />
          <AppealSyncLogTable status={appeal.syncStatus} logs={appeal.syncLogs ?? []} />
        </Stack>
      )}
    </Drawer>
  );
}
