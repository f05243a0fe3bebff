import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { policyLabelListQuery, useDeletePolicyLabel, useToggleLabelEnable, type PolicyLabelItem } from '@qifu/policy-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  EnableBadge,
  EnableFlagFilter,
  EnableToggleButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';

import { PolicyLabelFormModal } from './policy-label-form';
import { TaggedCompanyTable } from './tag-lock-dialog';

/** The search of 政策标签. */
export interface PolicyLabelFilters {
  labelName: string;
  enableFlag: string | null;
}

const COLUMNS: TableColumn<PolicyLabelItem>[] = [
  { key: 'labelName', title: '标签名称', width: 160 },
  {
    key: 'tags',
    title: '企业标签',
    formatter: (_value, label) => (
      <Group gap={4}>
        {label.tags.map((t) => (
          <Badge key={t.id} size="sm" variant="light" radius="sm">
            {t.tagName}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'companyCount', title: '符合企业数', width: 100, align: 'right' },
  { key: 'policyCount', title: '使用政策数', width: 100, align: 'right' },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as '0' | '1'} /> },
  { key: 'sort', title: '排序', width: 60, align: 'right' },
  { key: 'createTime', title: '创建时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
];

/**
 * 政策标签 (/work/policy/label; seeds 001 §3 "Policy labels carry an enable flag", §7
 * /admin/policy/label): named sets of enterprise tags that policies target. Searched by name and
 * state; 新增标签 / 编辑 choose the tags in the enterprise-tag lock dialog (one tab per tag with its
 * enterprises); 企业 lists the enterprises carrying every tag of the label; 启用/停用 and 删除 (refused
 * while a policy uses it) after confirmation.
 */
export function PolicyLabelPage() {
  const filters = useFilters<PolicyLabelFilters>({ labelName: '', enableFlag: null });
  const editor = useEditDialog<PolicyLabelItem>();
  const viewer = useEditDialog<PolicyLabelItem>();
  const feedback = useMutationFeedback();
  const toggle = useToggleLabelEnable({ onSuccess: feedback });
  const remove = useDeletePolicyLabel({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PolicyLabelItem, PolicyLabelFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="标签名称" placeholder="政策标签名称" {...filters.field('labelName')} />
            <EnableFlagFilter {...filters.field('enableFlag')} />
          </>
        }
        query={policyLabelListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="政策标签列表"
        rowActionsWidth={200}
        toolbar={
          <Can permission={PERM.policyLabelSave}>
            <Button onClick={editor.openNew}>新增标签</Button>
          </Can>
        }
        rowActions={(label) => (
          <>
            <RowButton onClick={() => viewer.openEdit(label)}>企业</RowButton>
            <Can permission={PERM.policyLabelSave}>
              <RowButton onClick={() => editor.openEdit(label)}>编辑</RowButton>
              <EnableToggleButton flag={label.enableFlag} name={label.labelName} noun="标签" onToggle={() => toggle.mutateAsync({ id: label.id })} />
            </Can>
            <Can permission={PERM.policyLabelDelete}>
              <DeleteRowButton message={`确定要删除标签“${label.labelName}”吗？`} onConfirm={() => remove.mutateAsync({ id: label.id })} />
            </Can>
          </>
        )}
      />
      {editor.opened ? <PolicyLabelFormModal label={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {viewer.record ? (
        <Modal opened onClose={viewer.close} title={`“${viewer.record.labelName}”的企业`} size="xl" centered>
          <Text size="sm" c="dimmed" mb="xs">
            带有全部企业标签（{viewer.record.tags.map((t) => t.tagName).join('、')}）的企业
          </Text>
          <TaggedCompanyTable target={{ labelId: viewer.record.id }} aria-label="标签企业列表" />
        </Modal>
      ) : null}
    </Stack>
  );
}
