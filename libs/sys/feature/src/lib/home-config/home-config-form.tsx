import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveHomeConfig, type EnableFlag, type SysHomeConfig, type SysHomeConfigForm } from '@qifu/sys-data-access';
import {
  EnableFlagField,
  FormModal,
  ImageUploader,
  SortInput,
  closeAfter,
  sortValue,
  storedFileValue,
  toSelectData,
  type EditDialogProps,
  type UploadedFileValue,
} from '@qifu/widgets';

import { HOME_CONFIG_TYPE_LABELS, LINK_TYPE_LABELS } from '../shared/labels';

type ConfigType = SysHomeConfigForm['configType'];
type LinkType = SysHomeConfigForm['linkType'];

interface HomeConfigValues {
  title: string;
  image: UploadedFileValue[];
  linkUrl: string;
  linkType: LinkType;
  summary: string;
  sort: number | string;
  enableFlag: EnableFlag;
}

/** Carousel and hot blocks carry an image (the server refuses them without one). */
export const TYPES_WITH_IMAGE: readonly ConfigType[] = ['1', '2'];

/** The `saveHomeConfig` body of the form values (empty optional fields left out). */
export function toHomeConfigForm(configType: ConfigType, values: HomeConfigValues, id?: string): SysHomeConfigForm {
  const body: SysHomeConfigForm = {
    configType,
    title: values.title.trim(),
    linkType: values.linkType,
    sort: sortValue(values.sort),
    enableFlag: values.enableFlag,
  };
  if (id) body.id = id;
  const image = values.image[0]?.filePath;
  if (image && TYPES_WITH_IMAGE.includes(configType)) body.imagePath = image;
  if (values.linkUrl.trim()) body.linkUrl = values.linkUrl.trim();
  if (values.summary.trim() && configType === '2') body.summary = values.summary.trim();
  return body;
}

/** Props of {@link HomeConfigFormModal}. */
export interface HomeConfigFormModalProps extends EditDialogProps {
  configType: ConfigType;
  entry?: SysHomeConfig;
}

/**
 * 新增 / 编辑 a home or footer entry (`saveHomeConfig`): 标题, 图片 (carousel and hot blocks,
 * required), 链接类型 and 跳转地址 (an internal route starting with / or an http(s) address), 简介
 * (hot blocks), 排序, 状态.
 */
export function HomeConfigFormModal({ configType, entry, onClose, onSaved }: HomeConfigFormModalProps) {
  const withImage = TYPES_WITH_IMAGE.includes(configType);
  const form = useForm<HomeConfigValues>({
    initialValues: {
      title: entry?.title ?? '',
      image: storedFileValue(entry?.imagePath),
      linkUrl: entry?.linkUrl ?? '',
      linkType: entry?.linkType ?? '1',
      summary: entry?.summary ?? '',
      sort: entry?.sort ?? 0,
      enableFlag: entry?.enableFlag ?? '1',
    },
    validate: {
      title: (value) => (value.trim() ? null : '请输入标题'),
      image: (value) => (withImage && value.length === 0 ? '请上传图片' : null),
      linkUrl: (value, values) => {
        const v = value.trim();
        if (!v) return null;
        if (values.linkType === '1') return v.startsWith('/') ? null : '站内页面地址须以 / 开头';
        return /^https?:\/\//.test(v) ? null : '外部站点地址须以 http:// 或 https:// 开头';
      },
    },
  });
  const save = useSaveHomeConfig({ onSuccess: closeAfter(onSaved, onClose) });
  const typeLabel = HOME_CONFIG_TYPE_LABELS[configType];
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`${entry ? '编辑' : '新增'}${typeLabel}`}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toHomeConfigForm(configType, values, entry?.id))}
    >
      <TextInput label="标题" withAsterisk maxLength={100} {...form.getInputProps('title')} />
      {withImage ? <ImageUploader label="图片" withAsterisk limit={1} {...form.getInputProps('image')} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label="链接类型" allowDeselect={false} data={toSelectData(LINK_TYPE_LABELS)} {...form.getInputProps('linkType')} />
        <TextInput label="跳转地址" maxLength={500} placeholder="/page/… 或 https://…" {...form.getInputProps('linkUrl')} />
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      {configType === '2' ? <Textarea label="简介" maxLength={500} autosize minRows={2} {...form.getInputProps('summary')} /> : null}
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
    </FormModal>
  );
}
