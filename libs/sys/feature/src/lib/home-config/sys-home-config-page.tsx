import '@mantine/core/styles.layer.css';

import { Button, Image, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { Can } from '@qifu/session';
import {
  SYS_LIST_URLS,
  useChangeHomeConfigEnabled,
  useDeleteHomeConfig,
  type EnableFlag,
  type SysHomeConfig,
  type SysHomeConfigForm,
} from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { useUpload } from '@qifu/widgets';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { EnableBadge } from '../shared/enable-badge';
import { ENABLE_FLAG_OPTIONS, HOME_CONFIG_TYPE_LABELS, LINK_TYPE_LABELS, labelOf, toggledFlag } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { useFilters } from '../shared/use-filters';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { HomeConfigFormModal, TYPES_WITH_IMAGE } from './home-config-form';
import { HomeContactForm } from './home-contact-form';

type ConfigType = SysHomeConfigForm['configType'];

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_HOME_CONFIG_PERMISSIONS = { save: 'sys:homeConfig:save', delete: 'sys:homeConfig:delete' } as const;

interface HomeConfigFilters {
  keyword: string;
  enableFlag: string | null;
}

function Thumbnail({ path }: { path: string | null | undefined }) {
  const { fileUrl } = useUpload();
  if (!path) return <>—</>;
  return <Image src={fileUrl(path)} alt="" h={40} w={72} fit="cover" radius="xs" />;
}

function columnsOf(configType: ConfigType): TableColumn<SysHomeConfig>[] {
  const columns: TableColumn<SysHomeConfig>[] = [
    { key: 'sort', title: '排序', width: 60, align: 'right' },
    { key: 'title', title: '标题' },
  ];
  if (TYPES_WITH_IMAGE.includes(configType)) {
    columns.push({ key: 'imagePath', title: '图片', width: 100, formatter: (value) => <Thumbnail path={value as string | null} /> });
  }
  columns.push(
    { key: 'linkType', title: '链接类型', width: 100, formatter: (value) => labelOf(LINK_TYPE_LABELS, value as string) },
    { key: 'linkUrl', title: '跳转地址', formatter: (value) => (value as string | null) || '—' },
    { key: 'enableFlag', title: '状态', width: 80, align: 'center', formatter: (value) => <EnableBadge flag={value as EnableFlag} /> },
  );
  return columns;
}

function HomeConfigList({ configType }: { configType: ConfigType }) {
  const filters = useFilters<HomeConfigFilters>({ keyword: '', enableFlag: null });
  const [editing, setEditing] = useState<SysHomeConfig | 'new' | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.homeConfig]);
  const remove = useDeleteHomeConfig({ onSuccess: feedback });
  const changeEnabled = useChangeHomeConfigEnabled({ onSuccess: feedback });
  const label = HOME_CONFIG_TYPE_LABELS[configType];
  return (
    <Stack gap="sm">
      <SearchBar onSearch={filters.search} onReset={filters.reset}>
        <TextInput
          label="关键字"
          placeholder="标题"
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
      <PagedTable<SysHomeConfig, Partial<HomeConfigFilters> & { configType: ConfigType }>
        url={SYS_LIST_URLS.homeConfig}
        method="GET"
        filters={{ ...filters.applied, configType }}
        columns={columnsOf(configType)}
        aria-label={`${label}列表`}
        rowActionsWidth={200}
        toolbar={
          <Can permission={SYS_HOME_CONFIG_PERMISSIONS.save}>
            <Button onClick={() => setEditing('new')}>新增{label}</Button>
          </Can>
        }
        rowActions={(entry) => (
          <>
            <Can permission={SYS_HOME_CONFIG_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(entry)}>
                编辑
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color={entry.enableFlag === '1' ? 'orange' : 'green'}
                message={`确定要${entry.enableFlag === '1' ? '停用' : '启用'}“${entry.title}”吗？`}
                onConfirm={() => changeEnabled.mutateAsync({ id: entry.id, enableFlag: toggledFlag(entry.enableFlag) })}
              >
                {entry.enableFlag === '1' ? '停用' : '启用'}
              </ConfirmButton>
            </Can>
            <Can permission={SYS_HOME_CONFIG_PERMISSIONS.delete}>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color="red"
                message={`确定要删除“${entry.title}”吗？`}
                onConfirm={() => remove.mutateAsync({ id: entry.id })}
              >
                删除
              </ConfirmButton>
            </Can>
          </>
        )}
      />
      {editing ? (
        <HomeConfigFormModal
          configType={configType}
          entry={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={feedback}
        />
      ) : null}
    </Stack>
  );
}

/**
 * 首页配置 (/work/sys/homeConfig, seeds 000 §2 "Footer: quick links, friend links, a contact block",
 * 001 §7 `/sys/homeConfig`): one tab per entry type — 轮播图, 热点板块, 快捷链接, 友情链接 — each a
 * list with 新增, 编辑, 启用/停用 (sys:homeConfig:save) and 删除 (sys:homeConfig:delete), and the
 * 联系方式 tab with the footer's contact block.
 */
export function SysHomeConfigPage() {
  const contactFeedback = useSysFeedback();
  return (
    <Tabs defaultValue="1" keepMounted={false}>
      <Tabs.List mb="sm">
        {(Object.keys(HOME_CONFIG_TYPE_LABELS) as ConfigType[]).map((type) => (
          <Tabs.Tab key={type} value={type}>
            {HOME_CONFIG_TYPE_LABELS[type]}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="contact">联系方式</Tabs.Tab>
      </Tabs.List>
      {(Object.keys(HOME_CONFIG_TYPE_LABELS) as ConfigType[]).map((type) => (
        <Tabs.Panel key={type} value={type}>
          <HomeConfigList configType={type} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="contact">
        <HomeContactForm onSaved={contactFeedback} />
      </Tabs.Panel>
    </Tabs>
  );
}
