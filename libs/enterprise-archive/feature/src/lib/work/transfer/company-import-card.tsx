import { Alert, Anchor, Button, Group, List, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  COMPANY_IMPORT_PATH,
  downloadCompanyImportTemplate,
  downloadExpansionImportTemplate,
  EXPANSION_IMPORT_PATH,
  IMPORT_BATCH_ROWS,
  IMPORT_INLINE_MAX_ROWS,
  importProgressQuery,
  isImportRunning,
  type CompanyImportJob,
  type CompanyImportKind,
  type CompanyImportResult,
} from '@qifu/enterprise-archive-data-access';
import { ImportUploadCard, useUpload } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link CompanyImportCard}. */
export interface CompanyImportCardProps {
  /** `company` (default): 导入企业 (importCompanyInfo); `expansion`: one extension table's values (importExcel, needs `tableId`). */
  kind?: CompanyImportKind;
  /** The extension table of an `expansion` import. */
  tableId?: string;
  /** After an import finished with at least one row imported (refresh the list). */
  onImported?: (counts: { importableCount: number; unimportableCount: number }) => void;
  /** While a job runs (e.g. to keep a dialog from closing by accident). */
  onBusyChange?: (busy: boolean) => void;
}

function asResult(data: unknown): CompanyImportResult | null {
  const r = data as Partial<CompanyImportResult> | null;
  return r && typeof r.importableCount === 'number' && typeof r.unimportableCount === 'number' ? (r as CompanyImportResult) : null;
}

/** The sentence under the cards: how rows are matched, written and committed. */
export function importRulesText(kind: CompanyImportKind): string {
  const match =
    kind === 'company'
      ? '按统一社会信用代码匹配：已有企业更新，新企业新增；空白单元格不修改已有值。'
      : '按统一社会信用代码匹配企业库中的企业；单条记录的表合并字段值，多条记录的表每行新增一条记录。';
  return `${match}每${IMPORT_BATCH_ROWS}行为一批整批提交（一批要么全部导入，要么全部不导入）；超过${IMPORT_INLINE_MAX_ROWS}行转为后台导入，进度随时可查。导入中断时已提交的批次保留，提示会说明从第几行起重新导入。`;
}

/**
 * 导入企业 (issue 18 "Import and export at scale"; seeds 001 §2 "Import upload card" types 1–4, §5): the four import
 * cards — 1 template download (企业导入模板.xlsx, or the extension table's), 2 the upload (one .xlsx/.xls ≤ 10 MB sent
 * to the server, which checks the header row: a changed header imports nothing and its message — 模板表头不能修改或删除，
 * 缺少或被修改的列：… — shows in the 提示 alert), 3 the imported count and 4 the non-importable count with 下载不可导入明细
 * (the server's sheet of each refused row and its reason). Over 2,000 rows the server answers a job: a progress bar
 * shows rows read, imported and refused (polled every second) until it ends; an interrupted job shows the server's
 * account of what was committed. Permission (ent:company:import / ent:expansion:import) is the page's `<Can>`.
 *
 * Mount on 企业库: `<CompanyImportDialog opened={open} onClose={close} onImported={() => refetch()} />`, or the card alone
 * inside your own modal.
 */
export function CompanyImportCard({ kind = 'company', tableId, onImported, onBusyChange }: CompanyImportCardProps) {
  const { fileUrl } = useUpload();
  const [result, setResult] = useState<CompanyImportResult | null>(null);
  const jobId = result?.job?.id ?? null;
  const progress = useQuery({ ...importProgressQuery(kind, jobId ?? ''), enabled: jobId !== null });
  const job: CompanyImportJob | null = jobId ? (progress.data ?? (result?.job as CompanyImportJob | null) ?? null) : null;
  const running = job !== null && isImportRunning(job);
  const notified = useRef<string | null>(null);

  useEffect(() => onBusyChange?.(running), [running, onBusyChange]);
  useEffect(() => {
    if (!job || running || job.status !== 'succeeded' || notified.current === job.id) return;
    notified.current = job.id;
    if ((job.importableCount ?? 0) > 0) onImported?.({ importableCount: job.importableCount ?? 0, unimportableCount: job.unimportableCount ?? 0 });
  }, [job, running, onImported]);

  const counts = job
    ? { importable: job.importableCount ?? 0, unimportable: job.unimportableCount ?? 0, report: job.resultFilePath ?? null }
    : result
      ? { importable: result.importableCount, unimportable: result.unimportableCount, report: result.errorFilePath ?? null }
      : null;

  const uploaded = (data: unknown) => {
    const r = asResult(data);
    setResult(r);
    if (r && !r.job && r.importableCount > 0) onImported?.({ importableCount: r.importableCount, unimportableCount: r.unimportableCount });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ImportUploadCard
          type={1}
          download={kind === 'company' ? downloadCompanyImportTemplate : () => downloadExpansionImportTemplate(tableId ?? '')}
          description={
            kind === 'company'
              ? '模板列：企业基础信息及已启用的档案扩展字段；表头名称不能修改或删除'
              : '模板列：统一社会信用代码、企业名称及该表已启用的字段；表头名称不能修改或删除'
          }
        />
        <ImportUploadCard
          type={2}
          title="上传并导入"
          url={kind === 'company' ? COMPANY_IMPORT_PATH : EXPANSION_IMPORT_PATH}
          {...(kind === 'expansion' ? { fields: { tableId: tableId ?? '' } } : {})}
          disabled={running || (kind === 'expansion' && !tableId)}
          onUploaded={uploaded}
        />
        {counts && !running ? (
          <>
            <ImportUploadCard type={3} title="已导入数据" count={counts.importable} />
            <ImportUploadCard
              type={4}
              count={counts.unimportable}
              action={
                counts.report ? (
                  <Anchor href={fileUrl(counts.report)} size="sm" download>
                    下载不可导入明细
                  </Anchor>
                ) : null
              }
            />
          </>
        ) : null}
      </SimpleGrid>
      {job && running ? (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            正在后台导入：已读取 {job.done ?? 0}
            {job.total ? ` / ${job.total}` : ''} 行，已导入 {job.importableCount ?? 0} 条，不可导入 {job.unimportableCount ?? 0} 条
          </Text>
          <Progress value={job.progress} size="md" aria-label="导入进度" />
        </Stack>
      ) : null}
      {job && job.status === 'failed' ? (
        <Alert color="red" title="导入未完成" role="alert">
          {job.error ?? '导入失败，请重新导入'}
        </Alert>
      ) : null}
      <List size="xs" c="dimmed">
        <List.Item>{importRulesText(kind)}</List.Item>
      </List>
    </Stack>
  );
}

/** Props of {@link CompanyImportDialog}. */
export interface CompanyImportDialogProps extends CompanyImportCardProps {
  opened: boolean;
  onClose: () => void;
  /** Modal title; default 导入企业 (导入扩展表数据 for `expansion`). */
  title?: string;
}

/**
 * {@link CompanyImportCard} in a modal (导入企业). A running background import keeps going when the modal closes; the
 * modal asks nothing and can be reopened for a new file.
 */
export function CompanyImportDialog({ opened, onClose, title, ...card }: CompanyImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? (card.kind === 'expansion' ? '导入扩展表数据' : '导入企业')} size="xl" centered>
      <Stack gap="md">
        <CompanyImportCard {...card} onBusyChange={setBusy} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {busy ? '后台继续导入，关闭' : '关闭'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
