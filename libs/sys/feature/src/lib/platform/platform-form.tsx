import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSavePlatform, type EnableFlag, type SysPlatform, type SysPlatformForm } from '@qifu/sys-data-access';
import {
  EnableFlagField,
  FormModal,
  RemarkInput,
  SortInput,
  closeAfter,
  sortValue,
  toSelectData,
  type EditDialogProps,
} from '@qifu/widgets';

import { LINK_TYPE_LABELS } from '../shared/labels';

type LinkType = SysPlatformForm['linkType'];

interface PlatformValues {
  platformName: string;
  platformUrl: string;
  linkType: LinkType;
  sort: number | string;
  disabled: boolean;
  needSign: boolean;
  enableFlag: EnableFlag;
  remark: string;
}

/** The `savePlatform` body of the form values. */
export function toPlatformForm(values: PlatformValues, id?: string): SysPlatformForm {
  const body: SysPlatformForm = {
    platformName: values.platformName.trim(),
    platformUrl: values.platformUrl.trim(),
    linkType: values.linkType,
    sort: sortValue(values.sort),
    disabled: values.disabled,
    needSign: values.needSign,
    enableFlag: values.enableFlag,
  };
  if (id) body.id = id;
  if (values.remark.trim()) body.remark = values.remark.trim();
  return body;
}

/** Props of {@link PlatformFormModal}. */
export interface PlatformFormModalProps extends EditDialogProps {
  platform?: SysPlatform;
}

/**
 * 新增平台 / 编辑平台 (`savePlatform`): a sub-platform entry of the portal main menu (seeds 000 §2
 * "Menu targets"): 名称 (≤ 20), 地址 (an internal /page/… route or an external http(s) site), 链接类型,
 * 菜单顺序, 置灰 (disabled), 企业签名外链 (needSign), 状态, 备注.
 */
export function PlatformFormModal({ platform, onClose, onSaved }: PlatformFormModalProps) {
  const form = useForm<PlatformValues>({
    initialValues: {
      platformName: platform?.platformName ?? '',
      platformUrl: platform?.platformUrl ?? '',
      linkType: platform?.linkType ?? '1',
      sort: platform?.sort ?? 0,
      disabled: platform?.disabled ?? false,
      needSign: platform?.needSign ?? false,
      enableFlag: platform?.enableFlag ?? '1',
      remark: platform?.remark ?? '',
    },
    validate: {
      platformName: (value) => (value.trim() ? null : '请输入平台名称'),
      platformUrl: (value, values) => {
        const v = value.trim();
        if (!v) return '请输入地址';
        if (values.linkType === '1') return v.startsWith('/page/') ? null : '站内页面地址须以 /page/ 开头';
        return /^https?:\/\//.test(v) ? null : '外部站点地址须以 http:// 或 https:// 开头';
      },
    },
  });
  const save = useSavePlatform({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={platform ? '编辑平台' : '新增平台'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toPlatformForm(values, platform?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="平台名称" withAsterisk maxLength={20} {...form.getInputProps('platformName')} />
        <Select label="链接类型" withAsterisk allowDeselect={false} data={toSelectData(LINK_TYPE_LABELS)} {...form.getInputProps('linkType')} />
      </SimpleGrid>
      <TextInput
        label="地址"
        withAsterisk
        maxLength={500}
        placeholder={form.values.linkType === '1' ? '/page/…' : 'https://…'}
        {...form.getInputProps('platformUrl')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SortInput label="菜单顺序" max={999} inputProps={form.getInputProps('sort')} />
        <Switch mt="lg" label="置灰不可点击" {...form.getInputProps('disabled', { type: 'checkbox' })} />
        <Switch mt="lg" label="企业用户先签名外链" {...form.getInputProps('needSign', { type: 'checkbox' })} />
      </SimpleGrid>
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
    </FormModal>
  );
}
