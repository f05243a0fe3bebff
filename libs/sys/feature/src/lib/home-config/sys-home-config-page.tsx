import '@mantine/core/styles.layer.css';

import { Button, Image, Stack, Tabs } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  sysHomeConfigListQuery, useChangeHomeConfigEnabled,
  useDeleteHomeConfig,
  type EnableFlag,
  type SysHomeConfig,
  type SysHomeConfigForm,
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
  useUpload,
} from '@qifu/widgets';

import { HOME_CONFIG_TYPE_LABELS, LINK_TYPE_LABELS } from '../shared/labels';
import { HomeConfigFormModal, TYPES_WITH_IMAGE } from './home-config-form';
import { HomeContactForm } from './home-contact-form';

type ConfigType = SysHomeConfigForm['configType'];

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_HOME_CONFIG_PERMISSIONS = { save: PERM.sysHomeConfigSave, delete: PERM.sysHomeConfigDelete } as const;

interface HomeConfigFilters {
  keyword: string;
  enableFlag: string | null;
}

function Thumbnail({ path }: { path: string | null | undefined }) {
  const { fileUrl } = useUpload();
  if (!path) return <>—</>;
  // a web-app address (`/banners/…`) or an external one as it is, an upload through the download operation
  const src = path.startsWith('/') || /^https?:\/\//i.test(path) ? path : fileUrl(path);
  return <Image src={src} alt="" h={40} w={72} fit="cover" radius="xs" />;
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
  const editor = useEditDialog<SysHomeConfig>();
  const feedback = useMutationFeedback();
  const remove = useDeleteHomeConfig({ onSuccess: feedback });
  const changeEnabled = useChangeHomeConfigEnabled({ onSuccess: feedback });
  const label = HOME_CONFIG_TYPE_LABELS[configType];
  return (
    <Stack gap="sm">
      <FilteredPagedTable<SysHomeConfig, HomeConfigFilters, { configType: ConfigType }>
        filters={filters}
        fixedFilters={{ configType }}
        searchFields={
          <>
            <KeywordFilter placeholder="标题" {...filters.field('keyword')} />
            <EnableFlagFilter {...filters.field('enableFlag')} />
          </>
        }
        query={sysHomeConfigListQuery}
        columns={columnsOf(configType)}
        aria-label={`${label}列表`}
        rowActionsWidth={200}
        toolbar={
          <Can permission={SYS_HOME_CONFIG_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增{label}</Button>
          </Can>
        }
        rowActions={(entry) => (
          <>
            <Can permission={SYS_HOME_CONFIG_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(entry)}>编辑</RowButton>
              <EnableToggleButton
                flag={entry.enableFlag}
                name={entry.title}
                onToggle={(enableFlag) => changeEnabled.mutateAsync({ id: entry.id, enableFlag })}
              />
            </Can>
            <Can permission={SYS_HOME_CONFIG_PERMISSIONS.delete}>
              <DeleteRowButton message={`确定要删除“${entry.title}”吗？`} onConfirm={() => remove.mutateAsync({ id: entry.id })} />
            </Can>
          </>
        )}
      />
      {editor.opened ? (
        <HomeConfigFormModal
          configType={configType}
          entry={editor.record}
          onClose={editor.close}
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
  const contactFeedback = useMutationFeedback();
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
