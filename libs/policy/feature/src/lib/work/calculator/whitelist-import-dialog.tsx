import { Alert, Button, Group, List, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  downloadWhitelistTemplateFile,
  useCheckWhitelistImport,
  useImportWhitelist,
  type PolicyCalculatorItem,
  type WhitelistImportResult,
} from '@qifu/policy-data-access';
import { isApiError } from '@qifu/sdk';
import { ImportUploadCard, type MutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

interface Checked {
  filePath: string;
  fileName: string;
  result: WhitelistImportResult;
}

function uploadedFile(data: unknown, file: File): { filePath: string; fileName: string } {
  const record = (typeof data === 'object' && data !== null ? data : {}) as { filePath?: unknown; fileName?: unknown };
  return { filePath: String(record.filePath ?? ''), fileName: typeof record.fileName === 'string' ? record.fileName : file.name };
}

/**
 * 导入白名单 of a calculator (seeds 001 §2 import upload card, §5; §7 exportEntWhitelistTemplate):
 * 下载导入模板 (企业白名单导入模板.xlsx: 企业名称, 统一社会信用代码), 上传文件, the server's check — a changed
 * header row is refused under the card with the import core's message — with the importable and
 * non-importable counts and the reasons by row; 确认导入 replaces the whitelist.
 */
export function WhitelistImportDialog({ calculator, onClose, onImported }: { calculator: PolicyCalculatorItem; onClose: () => void; onImported: MutationFeedback }) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const check = useCheckWhitelistImport();
  const importing = useImportWhitelist({
    onSuccess: async ({ data, msg }) => {
      await onImported({ msg: `${msg || '导入完成'}：已导入${data.successCount}家企业，不可导入${data.failCount}条` });
      onClose();
    },
  });
  const runCheck = async (data: unknown, file: File): Promise<string | null> => {
    setChecked(null);
    const uploaded = uploadedFile(data, file);
    try {
      const { data: result } = await check.mutateAsync({ id: calculator.id, ...uploaded });
      setChecked({ ...uploaded, result });
      return null;
    } catch (error) {
      return isApiError(error) ? error.msg || error.message : '校验失败，请重新上传';
    }
  };
  const result = checked?.result;
  return (
    <Modal opened onClose={() => (importing.isPending ? undefined : onClose())} title={`导入白名单：${calculator.calculatorName}`} size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ImportUploadCard type={1} download={downloadWhitelistTemplateFile} description="模板列：企业名称、统一社会信用代码；表头名称不能修改或删除" />
          <ImportUploadCard type={2} check={runCheck} disabled={importing.isPending} />
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
        <Text size="sm" c="dimmed">
          导入后白名单将被替换为文件中的企业。
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={importing.isPending}>
            取消
          </Button>
          <Button
            disabled={!checked || !result || result.successCount === 0}
            loading={importing.isPending}
            onClick={() => checked && importing.mutate({ id: calculator.id, filePath: checked.filePath, fileName: checked.fileName })}
          >
            确认导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
