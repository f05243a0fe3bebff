import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';

import { Alert, Badge, Card, Group, MultiSelect, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  SMS_TEMPLATE_EXPORT_PATH,
  smsBatchListQuery,
  smsSendProgressQuery,
  smsStreetOptionsQuery,
  smsTagOptionsQuery,
  smsTemplateListQuery,
  useImportSmsPhone,
  useSendSmsBatch,
  type SmsBatch,
  type SmsImportResult,
  type SmsSendForm,
} from '@qifu/sms-data-access';
import { batchVariablesOf, checkSmsContent, renderSms, SMS_CONTENT_MAX, smsDateText } from '@qifu/sms-rules';
import { ENUM_LABELS, isApiError, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { ConfirmButton, ImportUploadCard, toSelectData, useMutationFeedback } from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { parseReceiverLines, receiverLines } from './receivers';

type SendType = SmsSendForm['sendType'];

const JOB_LABELS: Record<SmsBatch['status'], string> = { queued: '排队中', running: '进行中', succeeded: '已完成', failed: '失败' };

const BATCH_COLUMNS: TableColumn<SmsBatch>[] = [
  { key: 'createTime', title: '发送时间', width: 140, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
  { key: 'sendType', title: '发送方式', width: 100, formatter: (v) => ENUM_LABELS.SmsSendType[v as SendType] },
  {
    key: 'tags',
    title: '接收对象',
    width: 160,
    formatter: (_v, row) =>
      row.sendType === '2' ? row.tags.map((t) => t.tagName).join('、') : row.sendType === '3' ? row.streetNames.join('、') : `${row.total}个手机号`,
  },
  { key: 'smsContent', title: '短信内容' },
  {
    key: 'status',
    title: '生成进度',
    width: 130,
    formatter: (_v, row) => (
      <Stack gap={2}>
        <Text size="xs">{`${JOB_LABELS[row.status]} ${row.progress}%`}</Text>
        <Progress value={row.progress} size="sm" aria-label={`批次生成进度 ${row.progress}%`} />
      </Stack>
    ),
  },
  {
    key: 'successCount',
    title: '成功/失败/待发送',
    width: 140,
    align: 'center',
    formatter: (_v, row) => `${row.successCount} / ${row.failCount} / ${row.pendingCount}`,
  },
  { key: 'createBy', title: '发送人', width: 90 },
];

/** The progress of the batch just sent (`getSmsSendProgress`, polled every second until it ends). */
function BatchProgress({ jobId }: { jobId: string }) {
  const { data, isError } = useQuery(smsSendProgressQuery(jobId));
  if (isError) return <Alert color="red">无法读取发送进度</Alert>;
  const progress = data?.progress ?? 0;
  const ended = data?.status === 'succeeded' || data?.status === 'failed';
  return (
    <Card withBorder padding="sm" aria-live="polite">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {data?.status === 'failed' ? `发送失败：${data.error ?? ''}` : ended ? '短信已全部提交到发件箱' : '正在生成短信…'}
        </Text>
        <Text size="sm">{`${data?.done ?? 0} / ${data?.total ?? 0}`}</Text>
      </Group>
      <Progress value={progress} color={data?.status === 'failed' ? 'red' : undefined} aria-label={`发送进度 ${progress}%`} />
    </Card>
  );
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.msg || error.message : '读取失败，请重新上传';
}

/**
 * 短信发送 (/work/sms/send; seeds 001 §1 "SMS templates and sending", §2 import card, §7 /sms/*; issue 19): a text from
 * an enabled template or typed (variables checked with `@qifu/sms-rules`), its batch variables, the receivers — phone
 * numbers typed or imported from the receiver workbook (import card: template download is the browser navigation to
 * /sms/template/export), the enterprises of tags or of streets — a preview for the first receiver, 发送 after
 * confirmation; the batch runs as a job whose progress shows until it ends; the batches below with their delivery.
 */
export function SmsSendPage() {
  const feedback = useMutationFeedback();
  const templates = useQuery(smsTemplateListQuery({ page: 1, pageSize: 100, enableFlag: '1' }));
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [params, setParams] = useState<Record<string, string>>({});
  const [sendType, setSendType] = useState<SendType>('1');
  const [phoneText, setPhoneText] = useState('');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [streetIds, setStreetIds] = useState<string[]>([]);
  const [imported, setImported] = useState<SmsImportResult | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const tags = useQuery({ ...smsTagOptionsQuery(), enabled: sendType === '2' });
  const streets = useQuery({ ...smsStreetOptionsQuery(), enabled: sendType === '3' });
  const importPhone = useImportSmsPhone();
  const send = useSendSmsBatch({
    onSuccess: async (result) => {
      setJobId(result.data.id);
      await feedback(result);
    },
  });

  const contentError = content.trim() ? checkSmsContent(content, '短信内容') : null;
  const batchVars = useMemo(() => batchVariablesOf(content), [content]);
  const { receivers, badLines } = useMemo(() => parseReceiverLines(phoneText), [phoneText]);
  const first = receivers[0];
  const preview = content.trim()
    ? renderSms(content, { companyName: first?.companyName ?? '某某企业', name: first?.name ?? '某某', date: smsDateText(new Date()), ...params })
    : '';
  const missing = batchVars.filter((v) => !params[v.key]?.trim());
  const noReceivers =
    (sendType === '1' && receivers.length === 0) || (sendType === '2' && tagIds.length === 0) || (sendType === '3' && streetIds.length === 0);
  const blocked = !content.trim() || Boolean(contentError) || missing.length > 0 || noReceivers || badLines.length > 0;

  const chooseTemplate = (id: string | null) => {
    setTemplateId(id);
    const t = templates.data?.list.find((x) => x.id === id);
    if (t) setContent(t.templateContent);
  };

  const checkImport = async (file: File): Promise<string | null> => {
    try {
      const { data: result } = await importPhone.mutateAsync(file);
      setImported(result);
      const merged = parseReceiverLines(`${phoneText}\n${receiverLines(result.receivers)}`);
      setPhoneText(receiverLines(merged.receivers));
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  const body = (): SmsSendForm => ({
    sendType,
    smsContent: content.trim(),
    ...(templateId ? { templateId } : {}),
    ...(batchVars.length > 0 ? { params: Object.fromEntries(batchVars.map((v) => [v.key, params[v.key]?.trim() ?? ''])) } : {}),
    ...(sendType === '1' ? { receivers } : sendType === '2' ? { tagIds } : { streetIds }),
  });
  const receiverCount = sendType === '1' ? `${receivers.length}个手机号` : sendType === '2' ? `${tagIds.length}个标签下的企业` : `${streetIds.length}个街道的企业`;

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Select
            label="短信模板"
            placeholder={templates.isLoading ? '加载中…' : '选择模板（可不选，直接编辑内容）'}
            clearable
            searchable
            data={(templates.data?.list ?? []).map((t) => ({ value: t.id, label: t.templateName }))}
            value={templateId}
            onChange={chooseTemplate}
          />
          <Textarea
            label="短信内容"
            withAsterisk
            autosize
            minRows={3}
            maxLength={SMS_CONTENT_MAX}
            value={content}
            error={contentError}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          {batchVars.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {batchVars.map((v) => (
                <TextInput
                  key={v.key}
                  label={`${v.label} {${v.key}}`}
                  withAsterisk
                  maxLength={200}
                  placeholder={`例：${v.example}`}
                  value={params[v.key] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setParams((p) => ({ ...p, [v.key]: value }));
                  }}
                />
              ))}
            </SimpleGrid>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="sms-send-type">
              发送方式
            </Text>
            <SegmentedControl
              aria-labelledby="sms-send-type"
              w="fit-content"
              data={toSelectData(ENUM_LABELS.SmsSendType)}
              value={sendType}
              onChange={(v) => setSendType(v as SendType)}
            />
          </Stack>
          {sendType === '1' ? (
            <Stack gap="xs">
              <Textarea
                label="接收人"
                description="每行一个：手机号 姓名 企业名称（姓名、企业名称可省略），或从模板导入"
                autosize
                minRows={3}
                maxRows={10}
                value={phoneText}
                error={badLines.length > 0 ? `第${badLines.slice(0, 5).join('、')}行手机号格式错误` : null}
                onChange={(e) => setPhoneText(e.currentTarget.value)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <ImportUploadCard type={1} templateUrl={SMS_TEMPLATE_EXPORT_PATH} />
                <ImportUploadCard type={2} send={checkImport} disabled={importPhone.isPending} />
                {imported ? (
                  <>
                    <ImportUploadCard type={3} count={imported.importable} />
                    <ImportUploadCard type={4} count={imported.nonImportable} />
                  </>
                ) : null}
              </SimpleGrid>
              {imported && imported.errors.length > 0 ? (
                <Alert color="orange" title="不可导入的数据" variant="light">
                  <Stack gap={2}>
                    {imported.errors.slice(0, 20).map((e) => (
                      <Text size="sm" key={e.row}>{`第${e.row}行 ${e.phone}：${e.reason}`}</Text>
                    ))}
                  </Stack>
                </Alert>
              ) : null}
            </Stack>
          ) : sendType === '2' ? (
            <MultiSelect
              label="企业标签"
              withAsterisk
              searchable
              placeholder={tags.isLoading ? '加载中…' : '选择企业标签'}
              error={tags.isError ? '无法读取企业标签' : null}
              data={(tags.data ?? []).map((c) => ({ group: c.categoryName, items: c.tags.map((t) => ({ value: t.id, label: t.tagName })) }))}
              value={tagIds}
              onChange={setTagIds}
            />
          ) : (
            <MultiSelect
              label="街道"
              withAsterisk
              searchable
              placeholder={streets.isLoading ? '加载中…' : '选择街道'}
              error={streets.isError ? '无法读取街道' : null}
              data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              value={streetIds}
              onChange={setStreetIds}
            />
          )}
          {preview ? (
            <Card withBorder padding="sm" bg="var(--mantine-color-blue-light)">
              <Text size="sm" fw={500}>
                短信预览（第一位接收人）
              </Text>
              <Text size="sm" data-testid="sms-preview">
                {preview}
              </Text>
            </Card>
          ) : null}
          <Group>
            <Can permission={PERM.smsSendBatch}>
              <ConfirmButton
                disabled={blocked}
                loading={send.isPending}
                message={`确定要向${receiverCount}发送该短信吗？`}
                onConfirm={() => send.mutateAsync(body())}
              >
                发送
              </ConfirmButton>
            </Can>
            {missing.length > 0 ? <Badge color="orange">{`请填写：${missing.map((v) => v.label).join('、')}`}</Badge> : null}
          </Group>
          {jobId ? <BatchProgress jobId={jobId} /> : null}
        </Stack>
      </Card>
      <Title order={2} size="h4">
        发送批次
      </Title>
      <PagedTable<SmsBatch> query={smsBatchListQuery} columns={BATCH_COLUMNS} aria-label="发送批次列表" />
    </Stack>
  );
}
