import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { downloadCityPolicyTemplateFile, fetchCityPolicyPreview, useCityPolicySync, type CityPolicyItem } from '@qifu/policy-data-access';
import { isApiError } from '@qifu/sdk';
import { formatDate } from '@qifu/ui';
import { ImportUploadCard, type MutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

/** Props of {@link CityPolicySyncDialog}. */
export interface CityPolicySyncDialogProps {
  onClose: () => void;
  /** After a sync: the notice (同步成功 with the count). */
  onSynced: MutationFeedback;
}

interface Preview {
  filePath: string;
  list: CityPolicyItem[];
}

/**
 * 同步市平台政策 (`listCityPolicy`, `cityPolicySync`; issue 15 "a pluggable source; the default reads a
 * spreadsheet the operator uploads, shows a preview and imports the new ones"; seeds 001 §2 import card):
 * 下载导入模板 (市平台政策导入模板.xlsx), 上传文件 — the server reads the sheet (a changed header row is
 * refused under the card) — then the preview: every city policy with 已同步 or a checkbox, the new and
 * already-synced counts, and 同步所选 / 同步全部新政策, which copy them as 草稿 (source 市平台同步).
 */
export function CityPolicySyncDialog({ onClose, onSynced }: CityPolicySyncDialogProps) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const sync = useCityPolicySync({
    onSuccess: async ({ data, msg }) => {
      await onSynced({ msg: `${msg || '同步成功'}：已同步${data.count}条政策` });
      onClose();
    },
  });

  const check = async (data: unknown): Promise<string | null> => {
    setPreview(null);
    setChosen([]);
    const filePath = String((data as { filePath?: unknown } | null)?.filePath ?? '');
    try {
      const page = await fetchCityPolicyPreview(filePath);
      setPreview({ filePath, list: page.list });
      return null;
    } catch (error) {
      return isApiError(error) ? error.msg || error.message : '读取失败，请重新上传';
    }
  };

  const fresh = preview?.list.filter((p) => !p.synced) ?? [];
  const toggle = (id: string, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Modal opened onClose={() => (sync.isPending ? undefined : onClose())} title="同步市平台政策" size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ImportUploadCard type={1} description="表头：市平台政策编号、政策标题、发文单位、发布时间、政策正文" download={downloadCityPolicyTemplateFile} />
          <ImportUploadCard type={2} check={(data) => check(data)} disabled={sync.isPending} />
        </SimpleGrid>
        {preview ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ImportUploadCard type={3} title="可同步" count={fresh.length} />
              <ImportUploadCard type={4} title="已同步" count={preview.list.length - fresh.length} />
            </SimpleGrid>
            <Table.ScrollContainer minWidth={560} mah={320}>
              <Table striped aria-label="市平台政策预览">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={48}>选择</Table.Th>
                    <Table.Th>政策标题</Table.Th>
                    <Table.Th>发文单位</Table.Th>
                    <Table.Th w={110}>发布时间</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.list.map((p) => (
                    <Table.Tr key={p.cityPolicyId}>
                      <Table.Td>
                        {p.synced ? (
                          <Text size="sm">已同步</Text>
                        ) : (
                          <Checkbox
                            aria-label={`选择：${p.policyTitle}`}
                            checked={chosen.includes(p.cityPolicyId)}
                            onChange={(event) => toggle(p.cityPolicyId, event.currentTarget.checked)}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>{p.policyTitle}</Table.Td>
                      <Table.Td>{p.policyDepName}</Table.Td>
                      <Table.Td>{formatDate(p.policyCreateTime, 'YYYY-MM-DD')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={sync.isPending}>
                取消
              </Button>
              <Button
                variant="light"
                disabled={chosen.length === 0}
                loading={sync.isPending}
                onClick={() => sync.mutate({ filePath: preview.filePath, cityPolicyIds: chosen })}
              >
                同步所选
              </Button>
              <Button disabled={fresh.length === 0} loading={sync.isPending} onClick={() => sync.mutate({ filePath: preview.filePath })}>
                同步全部新政策
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
