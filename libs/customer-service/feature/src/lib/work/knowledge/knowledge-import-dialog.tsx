import { Alert, Button, Group, List, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  downloadKnowledgeTemplate,
  useCheckKnowledgeImport,
  useImportKnowledge,
  type KnowledgeImportResult,
} from '@qifu/customer-service-data-access';
import { isApiError } from '@qifu/sdk';
import { ImportUploadCard, type MutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

/** Props of {@link KnowledgeImportDialog}. */
export interface KnowledgeImportDialogProps {
  onClose: () => void;
  /** After the import: the notice (the server's 导入完成 with the counts). */
  onImported: MutationFeedback;
}

interface Checked {
  filePath: string;
  fileName: string;
  result: KnowledgeImportResult;
}

function uploadedFile(data: unknown, file: File): { filePath: string; fileName: string } {
  const record = (typeof data === 'object' && data !== null ? data : {}) as { filePath?: unknown; fileName?: unknown };
  return { filePath: String(record.filePath ?? ''), fileName: typeof record.fileName === 'string' ? record.fileName : file.name };
}

/**
 * 导入知识 (issue 12 Part B "import from a spreadsheet through the import card"; seeds 001 §2
 * import upload card types 1–4, §5): 下载导入模板 (知识库导入模板.xlsx: 问题, 答复), 上传文件 (one
 * .xls/.xlsx ≤ 10 MB, uploaded with knosFile), then the server's check — a changed or removed
 * header column refuses the file under the card (模板表头不能修改或删除，缺少或被修改的列：…) — and the
 * importable / non-importable counts with the reasons by row; 确认导入 imports the importable rows
 * (they answer the smart chat at once).
 */
export function KnowledgeImportDialog({ onClose, onImported }: KnowledgeImportDialogProps) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const check = useCheckKnowledgeImport();
  const importing = useImportKnowledge({
    onSuccess: async ({ data, msg }) => {
      await onImported({ msg: `${msg || '导入完成'}：已导入${data.successCount}条，不可导入${data.failCount}条` });
      onClose();
    },
  });

  const runCheck = async (data: unknown, file: File): Promise<string | null> => {
    setChecked(null);
    const uploaded = uploadedFile(data, file);
    try {
      const { data: result } = await check.mutateAsync(uploaded);
      setChecked({ ...uploaded, result });
      return null;
    } catch (error) {
      return isApiError(error) ? error.msg || error.message : '校验失败，请重新上传';
    }
  };

  const result = checked?.result;
  return (
    <Modal opened onClose={() => (importing.isPending ? undefined : onClose())} title="导入知识" size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ImportUploadCard type={1} download={downloadKnowledgeTemplate} description="模板列：问题、答复；表头名称不能修改或删除" />
          <ImportUploadCard type={2} fields={{ knosFile: '1' }} check={runCheck} disabled={importing.isPending} />
          {result ? (
            <>
              <ImportUploadCard type={3} count={result.successCount} />
              <ImportUploadCard type={4} count={result.failCount} />
            </>
          ) : null}
        </SimpleGrid>
        {result && result.failList.length > 0 ? (
          <Alert color="orange" title="不可导入的数据" variant="light">
            <ScrollArea.Autosize mah={160}>
              <List size="sm" aria-label="不可导入的数据">
                {result.failList.map((f) => (
                  <List.Item key={f.rowNo}>
                    第{f.rowNo}行：{f.reason}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : null}
        {result && result.successCount === 0 ? (
          <Text size="sm" c="red.7">
            没有可导入的数据
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={importing.isPending}>
            取消
          </Button>
          <Button
            disabled={!checked || !result || result.successCount === 0}
            loading={importing.isPending}
            onClick={() => checked && importing.mutate({ filePath: checked.filePath, fileName: checked.fileName })}
          >
            确认导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
