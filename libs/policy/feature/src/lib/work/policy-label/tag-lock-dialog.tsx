import { Button, Group, Modal, MultiSelect, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { taggedCompanyQuery, useTagChoices, type EnterpriseTag, type TaggedCompany } from '@qifu/policy-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { useState } from 'react';

const COMPANY_COLUMNS: TableColumn<TaggedCompany>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'contact', title: '联系人', width: 110, formatter: (value) => (value as string | null) || '—' },
  { key: 'phone', title: '联系电话', width: 140, formatter: (value) => (value as string | null) || '—' },
];

/** Props of {@link TaggedCompanyTable}. */
export interface TaggedCompanyTableProps {
  /** Whose enterprises: one enterprise tag or a policy label (all its tags). */
  target: { tagId: string } | { labelId: string };
  /** The table's accessible name. */
  'aria-label': string;
}

/** The enterprises of a tag or a label (`selectCompanyInfoByLabel`): company name, contact, phone; paged. */
export function TaggedCompanyTable({ target, 'aria-label': ariaLabel }: TaggedCompanyTableProps) {
  return <PagedTable<TaggedCompany, typeof target> query={taggedCompanyQuery} filters={target} columns={COMPANY_COLUMNS} showIndex maxHeight={320} aria-label={ariaLabel} />;
}

/** Props of {@link TagLockDialog}. */
export interface TagLockDialogProps {
  /** The tags chosen when the dialog opens. */
  initial: readonly EnterpriseTag[];
  /** 确定: the chosen tags. */
  onConfirm: (tags: EnterpriseTag[]) => void;
  onClose: () => void;
  /** Dialog title; default 选择企业标签. */
  title?: string;
}

/**
 * The enterprise-tag lock dialog (seeds 001 §2 "The user picks tags. One tab per chosen tag lists the
 * enterprises carrying it, with company name, contact and phone"): a searchable choice of enabled
 * enterprise tags (`selectPartTagInfo`, typed names debounced 270 ms), then one tab per chosen tag with
 * exactly the enterprises carrying it (`selectCompanyInfoByLabel` with `tagId`, paged). 确定 hands the
 * chosen tags back; 取消 keeps the previous choice.
 */
export function TagLockDialog({ initial, onConfirm, onClose, title = '选择企业标签' }: TagLockDialogProps) {
  const [chosen, setChosen] = useState<EnterpriseTag[]>([...initial]);
  const [search, setSearch] = useState('');
  const [tagName] = useDebouncedValue(search.trim(), 270);
  const choices = useTagChoices(tagName);
  const known = new Map<string, EnterpriseTag>([...chosen, ...(choices.data ?? [])].map((t) => [t.id, t]));
  const [active, setActive] = useState<string | null>(initial[0]?.id ?? null);
  const activeTab = chosen.some((t) => t.id === active) ? active : (chosen[0]?.id ?? null);
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack gap="sm">
        <MultiSelect
          label="企业标签"
          placeholder="输入标签名称搜索"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={[...known.values()].map((t) => ({ value: t.id, label: t.tagName }))}
          value={chosen.map((t) => t.id)}
          onChange={(ids) => setChosen(ids.map((id) => known.get(id)).filter((t): t is EnterpriseTag => Boolean(t)))}
          nothingFoundMessage={choices.isFetching ? '加载中' : '暂无数据'}
          maxValues={50}
        />
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            请选择标签，每个标签下列出带有该标签的企业。
          </Text>
        ) : (
          <Tabs value={activeTab} onChange={setActive} keepMounted={false}>
            <Tabs.List>
              {chosen.map((t) => (
                <Tabs.Tab key={t.id} value={t.id}>
                  {t.tagName}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {chosen.map((t) => (
              <Tabs.Panel key={t.id} value={t.id} pt="sm">
                <TaggedCompanyTable target={{ tagId: t.id }} aria-label={`${t.tagName}的企业`} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => onConfirm(chosen)}>确定</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
