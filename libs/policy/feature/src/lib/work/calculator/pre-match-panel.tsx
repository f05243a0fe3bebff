import { Alert, Badge, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import {
  useCalculatorJobEnded,
  exportPreMatchResultFile,
  isPreMatchRunning,
  preMatchResultQuery,
  useCalculatorAction,
  useCalculatorDetail,
  usePreMatchProgress,
  useSendPreMatchResult,
  type PreMatchJob,
  type PreMatchResultItem,
  type PreMatchResultParams,
} from '@qifu/policy-data-access';
import { calculatorActionAllowed, CALCULATOR_STATUS_LABELS } from '@qifu/policy-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { PagedTable, type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { ConfirmButton, ExportButton, type MutationFeedback } from '@qifu/widgets';
import { useEffect, useRef } from 'react';

const RESULT_COLUMNS: TableColumn<PreMatchResultItem>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'creditCode', title: '统一社会信用代码', width: 190 },
  { key: 'streetName', title: '所属街道', width: 110, formatter: (v) => (v as string | null) ?? '—' },
  { key: 'matchDegree', title: '匹配度', width: 80, align: 'center', formatter: (v) => `${v as number}%` },
  { key: 'whitelisted', title: '白名单', width: 70, align: 'center', formatter: (v) => (v ? '是' : '否') },
  { key: 'notified', title: '是否推送', width: 90, align: 'center', formatter: (v) => (v ? '已推送' : '未推送') },
  { key: 'notifyTime', title: '推送时间', width: 140, formatter: (v) => formatDate(v as string | null, 'YYYY-MM-DD HH:mm') || '—' },
];

/** The sentence under the progress bar: state, counts and the cancel or failure reason. */
export function preMatchStatusText(job: PreMatchJob): string {
  const counts = `已处理 ${job.done ?? 0} / ${job.total ?? 0} 家企业`;
  if (job.status === 'queued') return `排队中，${counts}`;
  if (job.status === 'running') return `预匹配进行中（${job.progress}%），${counts}`;
  if (job.status === 'succeeded') return `预匹配已完成，${counts}`;
  return `${job.error || '预匹配失败'}，${counts}`;
}

/**
 * 预匹配 of one calculator (seeds 001 §7 preMatch, progress, matchResultList, sendResult, exports;
 * issue 15 acceptance 3): 开始预匹配 starts the background job; its progress (percentage, done / total
 * enterprises) is read from the server every 2 s while it runs — so it shows after a reload and in
 * any other browser — and 取消预匹配 (after confirmation) stops it, after which the panel says
 * 预匹配已取消. Below, the last succeeded result (best match first), 导出结果 and 推送结果 (to the matched
 * enterprises not sent yet) as the calculator table allows.
 */
export function PreMatchPanel({ calculatorId, onClose, onDone }: { calculatorId: string; onClose: () => void; onDone: MutationFeedback }) {
  const detail = useCalculatorDetail(calculatorId);
  const calculator = detail.data;
  const progress = usePreMatchProgress(calculator?.lastJobId);
  const job = progress.data;
  const running = isPreMatchRunning(job);
  const jobEnded = useCalculatorJobEnded();
  const start = useCalculatorAction('preMatch', { onSuccess: onDone });
  const cancel = useCalculatorAction('cancelPreMatch', { onSuccess: onDone });
  const send = useSendPreMatchResult({ onSuccess: onDone });

  // when a job ends, the calculator (match count) and its result list change
  const lastStatus = useRef<string | undefined>(undefined);
  useEffect(() => {
    const status = job?.status;
    if (lastStatus.current && lastStatus.current !== status && !isPreMatchRunning(job)) {
      void jobEnded();
    }
    lastStatus.current = status;
  }, [job, jobEnded]);

  const canMatch = calculator ? calculatorActionAllowed(calculator.status, 'preMatch') : false;
  const canSend = calculator ? calculatorActionAllowed(calculator.status, 'sendResult') : false;
  const query = (params: PagedTableParams<Partial<PreMatchResultParams>>) => preMatchResultQuery(calculatorId, params);
  return (
    <Modal opened onClose={onClose} title={calculator ? `预匹配：${calculator.calculatorName}` : '预匹配'} size="80rem" centered>
      {detail.isError ? (
        <Alert color="red">政策计算器加载失败</Alert>
      ) : !calculator ? (
        <Text size="sm">加载中…</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{CALCULATOR_STATUS_LABELS[calculator.status]}</Badge>
            <Text size="sm">{calculator.policyTitle}</Text>
            <Text size="sm" c="dimmed">
              白名单 {calculator.whitelistCount} 家
              {calculator.lastMatchTime ? `，最近预匹配 ${formatDate(calculator.lastMatchTime, 'YYYY-MM-DD HH:mm')}，匹配 ${calculator.matchCount ?? 0} 家` : '，尚未预匹配'}
            </Text>
          </Group>
          {job ? (
            <Stack gap={4} aria-live="polite">
              <Progress value={job.progress} size="lg" aria-label="预匹配进度" animated={running} color={job.status === 'failed' ? 'orange' : undefined} />
              <Text size="sm" role="status">
                {preMatchStatusText(job)}
              </Text>
            </Stack>
          ) : null}
          <Group gap="sm">
            <Can permission={PERM.policyCalculatorMatch}>
              {running ? (
                <ConfirmButton color="orange" variant="light" message="确定要取消正在进行的预匹配吗？" onConfirm={() => cancel.mutateAsync({ id: calculatorId })}>
                  取消预匹配
                </ConfirmButton>
              ) : canMatch ? (
                <Button loading={start.isPending} onClick={() => start.mutate({ id: calculatorId })}>
                  开始预匹配
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  审核通过后才能预匹配
                </Text>
              )}
            </Can>
            {calculator.matchCount !== null ? (
              <>
                <Can permission={PERM.policyCalculatorExport}>
                  <ExportButton onExport={() => exportPreMatchResultFile(calculatorId)}>导出结果</ExportButton>
                </Can>
                {canSend && !running ? (
                  <Can permission={PERM.policyCalculatorSend}>
                    <ConfirmButton variant="light" message="确定要将匹配结果推送给尚未推送的匹配企业吗？" onConfirm={() => send.mutateAsync({ id: calculatorId, channels: ['1'] })}>
                      推送结果
                    </ConfirmButton>
                  </Can>
                ) : null}
              </>
            ) : null}
          </Group>
          <PagedTable<PreMatchResultItem, Partial<PreMatchResultParams>>
            query={query}
            columns={RESULT_COLUMNS}
            rowKey={(row) => row.companyId}
            showIndex
            maxHeight={420}
            emptyText="暂无预匹配结果"
            aria-label="预匹配结果"
          />
        </Stack>
      )}
    </Modal>
  );
}
