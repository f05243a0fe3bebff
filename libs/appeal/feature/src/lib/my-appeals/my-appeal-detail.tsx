import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Anchor.css';

import { Anchor, Badge, Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { appealActionAllowed, useMyAppealProgress, type AppealDetail } from '@qifu/appeal-data-access';
import { isReturnedAppeal } from '@qifu/appeal-rules';
import { ErrorState, formatDate } from '@qifu/ui';
import { useUpload } from '@qifu/widgets';
import { useState, type ReactNode } from 'react';

import { AppealForm } from '../appeal-form/appeal-form';
import { AppealProgress } from './appeal-progress';
import { AppealRating } from './appeal-rating';
import { AppealStatusBadge } from './appeal-status-badge';

/** Props of {@link MyAppealDetail}. */
export interface MyAppealDetailProps {
  /** The caller's appeal. */
  id: string;
  /** 返回列表. */
  onBack: () => void;
  /** After a resubmission (the page may refresh its list). */
  onResubmitted?: (id: string) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
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

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label="加载中">
      <Skeleton height={28} width="60%" />
      <Skeleton height={160} />
      <Skeleton height={200} />
    </Stack>
  );
}

function Detail({ appeal, onBack, onResubmit }: { appeal: AppealDetail; onBack: () => void; onResubmit: () => void }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="h4">
              {appeal.appealTitle}
            </Title>
            <AppealStatusBadge status={appeal.status} />
            {appeal.overdue ? (
              <Badge color="red" variant="filled" radius="sm">
                超期
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            诉求编号 {appeal.appealNo} · 提交于 {formatDate(appeal.createTime, 'YYYY年MM月DD日 HH:mm')}
          </Text>
        </Stack>
        <Group gap="sm">
          {appealActionAllowed(appeal.status, 'resubmit') ? <Button onClick={onResubmit}>修改并重新提交</Button> : null}
          <Button variant="default" onClick={onBack}>
            返回列表
          </Button>
        </Group>
      </Group>
      {isReturnedAppeal(appeal.status) && appeal.backReason ? (
        <Paper withBorder p="md" radius="sm" bg="red.0" role="note" aria-label="退回原因">
          <Text size="sm" c="red.8">
            退回原因：{appeal.backReason}
          </Text>
        </Paper>
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-label="诉求信息">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label="诉求分类">{appeal.appealClassName}</Field>
          <Field label="诉求来源">{appeal.appealSourceName}</Field>
          <Field label="承办部门">{appeal.dealOfficeName}</Field>
          <Field label="办理期限">{appeal.deadline ? formatDate(appeal.deadline) : ''}</Field>
          <Field label="企业名称">{appeal.companyName}</Field>
          <Field label="统一社会信用代码">{appeal.creditCode}</Field>
          <Field label="所属乡镇（街道）">{appeal.streetName}</Field>
          <Field label="联系人">{appeal.contactName}</Field>
          <Field label="手机号">{appeal.contactPhone}</Field>
        </SimpleGrid>
        <Divider my="md" />
        <Stack gap="md">
          <Field label="诉求内容">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {appeal.appealContent}
            </Text>
          </Field>
          <Field label="附件">
            <Files files={appeal.files} />
          </Field>
          {appeal.dealContent ? (
            <Field label="办理结果">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {appeal.dealContent}
              </Text>
            </Field>
          ) : null}
          {appeal.dealFiles.length > 0 ? (
            <Field label="办理附件">
              <Files files={appeal.dealFiles} />
            </Field>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="sm" component="section" aria-labelledby="appeal-progress-title">
        <Title order={4} fz="h5" mb="md" id="appeal-progress-title">
          办理进度
        </Title>
        <AppealProgress logs={appeal.logs} />
      </Paper>
      <AppealRating appeal={appeal} />
    </Stack>
  );
}

/**
 * One of the enterprise's appeals (contract getMyAppealProgress): title, status (超期 when overdue), number and time,
 * the appeal's fields, content, attachments and the dealing result, and the progress timeline of its workflow log
 * (办理进度), and once finished the rating (满意度评价, {@link AppealRating}). A returned appeal (7 已退回) shows the reason and 修改并重新提交, which opens the form prefilled; the
 * resubmission returns to the detail. Loading skeleton; a failure (e.g. 诉求不存在) offers 重新加载.
 */
export function MyAppealDetail({ id, onBack, onResubmitted }: MyAppealDetailProps) {
  const query = useMyAppealProgress(id);
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <Paper withBorder radius="sm">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        <Group justify="center" pb="lg">
          <Button variant="subtle" onClick={onBack}>
            返回列表
          </Button>
        </Group>
      </Paper>
    );
  }
  const appeal = query.data;
  if (editing && appealActionAllowed(appeal.status, 'resubmit')) {
    return (
      <Stack gap="md">
        <Title order={3} fz="h4">
          修改诉求：{appeal.appealTitle}
        </Title>
        <AppealForm
          appeal={appeal}
          onCancel={() => setEditing(false)}
          onDone={(doneId) => {
            setEditing(false);
            onResubmitted?.(doneId);
          }}
        />
      </Stack>
    );
  }
  return <Detail appeal={appeal} onBack={onBack} onResubmit={() => setEditing(true)} />;
}
