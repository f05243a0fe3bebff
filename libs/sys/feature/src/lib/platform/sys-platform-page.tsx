import '@mantine/core/styles.layer.css';

import { Badge, Button, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  sysPlatformListQuery, useChangePlatformEnabled,
  useDeletePlatform,
  type EnableFlag,
  type SysPlatform,
} from '@qifu/sys-data-access';
import { type TableColumn } from '@qifu/table';
import {
  DeleteRowButton,
  EnableBadge,
  EnableFlagFilter,
  EnableToggleButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  labelOf,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';

import { LINK_TYPE_LABELS } from '../shared/labels';
import { PlatformFormModal } from './platform-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_PLATFORM_PERMISSIONS = { save: PERM.sysPlatformSave, delete: PERM.sysPlatformDelete } as const;

interface PlatformFilters {
  keyword: string;
  enableFlag: string | null;
}

const yesNo = (value: unknown) => (
  <Badge size="sm" variant="light" color={value ? 'orange' : 'gray'}>
    {value ? '是' : '否'}
  </Badge>
);

const COLUMNS: TableColumn<SysPlatform>[] = [
  { key: 'sort', title: '顺序', width: 60, align: 'right' },
  { key: 'platformName', title: '平台名称', width: 120 },
  { key: 'platformUrl', title: '地址' },
  { key: 'linkType', title: '链接类型', width: 100, formatter: (value) => labelOf(LINK_TYPE_LABELS, value as string) },
  { key: 'disabled', title: '置灰', width: 70, align: 'center', formatter: yesNo },
  { key: 'needSign', title: '签名外链', width: 90, align: 'center', formatter: yesNo },
  { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
];

/**
 * 平台管理 (/work/sys/platform, seeds 000 §2 "Menu targets", 001 §7 `/sys/platform`): the portal's
 * sub-platform menu entries, searched by keyword and state; 新增平台, 编辑 and 启用/停用
 * (sys:platform:save), 删除 (sys:platform:delete); state changes and deletes after confirmation.
 */
export function SysPlatformPage() {
  const filters = useFilters<PlatformFilters>({ keyword: '', enableFlag: null });
  const editor = useEditDialog<SysPlatform>();
  const feedback = useMutationFeedback();
  const remove = useDeletePlatform({ onSuccess: feedback });
  const changeEnabled = useChangePlatformEnabled({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <FilteredPagedTable<SysPlatform, PlatformFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="平台名称/地址" {...filters.field('keyword')} />
            <EnableFlagFilter {...filters.field('enableFlag')} />
          </>
        }
        query={sysPlatformListQuery}
        columns={COLUMNS}
        aria-label="平台列表"
        rowActionsWidth={200}
        toolbar={
          <Can permission={SYS_PLATFORM_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增平台</Button>
          </Can>
        }
        rowActions={(platform) => (
          <>
            <Can permission={SYS_PLATFORM_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(platform)}>编辑</RowButton>
              <EnableToggleButton
                flag={platform.enableFlag}
                name={platform.platformName}
                onToggle={(enableFlag) => changeEnabled.mutateAsync({ id: platform.id, enableFlag })}
              />
            </Can>
            <Can permission={SYS_PLATFORM_PERMISSIONS.delete}>
              <DeleteRowButton
                message={`确定要删除“${platform.platformName}”吗？`}
                onConfirm={() => remove.mutateAsync({ id: platform.id })}
              />
            </Can>
          </>
        )}
      />
      {editor.opened ? (
        <PlatformFormModal platform={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
    </Stack>
  );
}
