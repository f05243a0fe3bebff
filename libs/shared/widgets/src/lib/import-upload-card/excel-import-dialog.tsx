import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';

import { Alert, Button, Group, List, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { isApiError } from '@qifu/sdk';
import { useState, type ReactNode } from 'react';

import { ImportUploadCard } from './import-upload-card';

/** The counts of an import core answer (`total`, `successCount`, `failCount`, `failList` by Excel row). */
export interface ExcelImportCounts {
  successCount: number;
  failCount: number;
  failList: readonly { rowNo: number; reason: string }[];
}

/** Props of {@link ExcelImportDialog}. */
export interface ExcelImportDialogProps<Result extends ExcelImportCounts> {
  /** Modal title (导入知识, 导入白名单：…). */
  title: ReactNode;
  /** The authenticated template download (card type 1). */
  download: () => Promise<{ blob: Blob; fileName: string }>;
  /** The template's line on card 1 (模板列：…；表头名称不能修改或删除). */
  templateDescription: ReactNode;
  /** The import's check call with the file itself (multipart `file`, `checkOnly`); rejects with the refusal. */
  check: (file: File) => Promise<Result>;
  /** 确认导入: the import call with the checked file. */
  confirm: (file: File) => void;
  /** The import call is running (the dialog cannot close, the buttons wait). */
  importing: boolean;
  /** A line above the buttons (e.g. 导入后白名单将被替换为文件中的企业。). */
  note?: ReactNode;
  onClose: () => void;
}

/**
 * The import dialog of the import core (seeds 001 §2 import upload card types 1–4, §5; the one import
 * shape: the browser sends the workbook itself as the multipart `file`): 下载导入模板, 上传文件 (one
 * .xls/.xlsx ≤ 10 MB) sent to the import's check call — a changed or removed header column is refused
 * under the card (模板表头不能修改或删除，缺少或被修改的列：…) — then the importable / non-importable counts
 * with the reasons by row; 确认导入 sends the same file to the import.
 */
export function ExcelImportDialog<Result extends ExcelImportCounts>(props: ExcelImportDialogProps<Result>) {
  const { title, download, templateDescription, check, confirm, importing, note, onClose } = props;
  const [checked, setChecked] = useState<{ file: File; result: Result } | null>(null);

  const send = async (file: File): Promise<string | null> => {
    setChecked(null);
    try {
      setChecked({ file, result: await check(file) });
      return null;
    } catch (error) {
      return isApiError(error) ? error.msg || error.message : '校验失败，请重新上传';
    }
  };

  const result = checked?.result;
  return (
    <Modal opened onClose={() => (importing ? undefined : onClose())} title={title} size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ImportUploadCard type={1} download={download} description={templateDescription} />
          <ImportUploadCard type={2} send={send} disabled={importing} />
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
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={importing}>
            取消
          </Button>
          <Button disabled={!checked || !result || result.successCount === 0} loading={importing} onClick={() => checked && confirm(checked.file)}>
            确认导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
