import '@mantine/core/styles.layer.css';

import { Badge, Button, Select, Stack, TextInput } from '@mantine/core';
import { Can } from '@qifu/session';
import {
  SYS_LIST_URLS,
  useChangePlatformEnabled,
  useDeletePlatform,
  type EnableFlag,
  type SysPlatform,
} from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { ENABLE_FLAG_OPTIONS, LINK_TYPE_LABELS, labelOf, toggledFlag } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { useFilters } from '../shared/use-filters';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { PlatformFormModal } from './platform-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_PLATFORM_PERMISSIONS = { save: 'sys:platform:save', delete: 'sys:platform:delete' } as const;

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
  const [editing, setEditing] = useState<SysPlatform | 'new' | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.platform]);
  const remove = useDeletePlatform({ onSuccess: feedback });
  const changeEnabled = useChangePlatformEnabled({ onSuccess: feedback });

  return (
    <Stack gap="sm">
      <SearchBar onSearch={filters.search} onReset={filters.reset}>
        <TextInput
          label="关键字"
          placeholder="平台名称/地址"
          maxLength={50}
          value={filters.draft.keyword}
          onChange={(event) => filters.set('keyword', event.currentTarget.value)}
        />
        <Select
          label="状态"
          data={ENABLE_FLAG_OPTIONS}
          clearable
          w={120}
          value={filters.draft.enableFlag}
          onChange={(value) => filters.set('enableFlag', value)}
        />
      </SearchBar>
      <PagedTable<SysPlatform, Partial<PlatformFilters>>
        url={SYS_LIST_URLS.platform}
        method="GET"
        filters={filters.applied}
        columns={COLUMNS}
        aria-label="平台列表"
        rowActionsWidth={200}
        toolbar={
          <Can permission={SYS_PLATFORM_PERMISSIONS.save}>
            <Button onClick={() => setEditing('new')}>新增平台</Button>
          </Can>
        }
        rowActions={(platform) => (
          <>
            <Can permission={SYS_PLATFORM_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(platform)}>
                编辑
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color={platform.enableFlag === '1' ? 'orange' : 'green'}
                message={`确定要${platform.enableFlag === '1' ? '停用' : '启用'}“${platform.platformName}”吗？`}
                onConfirm={() => changeEnabled.mutateAsync({ id: platform.id, enableFlag: toggledFlag(platform.enableFlag) })}
              >
                {platform.enableFlag === '1' ? '停用' : '启用'}
              </ConfirmButton>
            </Can>
            <Can permission={SYS_PLATFORM_PERMISSIONS.delete}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color="red"
                message={`确定要删除“${platform.platformName}”吗？`}
                onConfirm={() => remove.mutateAsync({ id: platform.id })}
              >
                删除
              </ConfirmButton>
            </Can>
          </>
        )}
      />
      {editing ? (
        <PlatformFormModal platform={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={feedback} />
      ) : null}
    </Stack>
  );
}
