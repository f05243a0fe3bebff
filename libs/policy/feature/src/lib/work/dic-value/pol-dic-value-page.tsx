import { Badge, Button, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { polDicValueListQuery, useSavePolDicValue, type PolDicValue, type PolDicValueListParams, type PolDictTypeCode } from '@qifu/policy-data-access';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { FilteredPagedTable, FormModal, RowButton, toSelectData, useEditDialog, useFilters, useMutationFeedback, type MutationFeedback } from '@qifu/widgets';

/** The policy dictionaries (contract PolDictTypeCode labels: 支持方式, 政策级别, 政策类型, 政策主题). */
const DICT_LABELS = ENUM_LABELS.PolDictTypeCode;

/** The search of 政策字典. */
export interface PolDicValueFilters {
  dictTypeCode: PolDictTypeCode | null;
  keyword: string;
}

/** The list query of the page's filters (`queryPolDicValueByPage`). */
export function polDicValuePageQuery(params: PagedTableParams<Partial<PolDicValueFilters>>) {
  const { page, pageSize, dictTypeCode, keyword } = params;
  const query: PolDicValueListParams = { ...(dictTypeCode ? { dictTypeCode } : {}), ...(keyword ? { keyword } : {}) };
  return polDicValueListQuery({ ...query, page, pageSize });
}

const COLUMNS: TableColumn<PolDicValue>[] = [
  { key: 'dictTypeCode', title: '字典类型', width: 110, formatter: (v) => DICT_LABELS[v as PolDictTypeCode] },
  { key: 'label', title: '字典标签' },
  { key: 'value', title: '字典值', width: 120 },
  { key: 'sort', title: '排序', width: 70, align: 'center' },
  {
    key: 'enableFlag',
    title: '状态',
    width: 80,
    align: 'center',
    formatter: (v) => (
      <Badge variant="light" radius="sm" color={v === '1' ? 'green' : 'gray'}>
        {v === '1' ? '启用' : '停用'}
      </Badge>
    ),
  },
  { key: 'remark', title: '备注', formatter: (v) => (v as string | null) ?? '—' },
];

interface DicValues {
  dictTypeCode: PolDictTypeCode | null;
  label: string;
  value: string;
  sort: number | string;
  enableFlag: '0' | '1';
  remark: string;
}

/**
 * 新增 / 编辑 a policy dictionary value (seeds 001 §7 /pol/polDicValue/edit): 字典类型, 字典标签 (≤ 50),
 * 字典值 (≤ 16, unique in its dictionary: the server answers 字典值已存在), 排序, 启用/停用, 备注 (≤ 200).
 * A value in use is disabled rather than removed.
 */
export function PolDicValueFormModal({ value, onClose, onSaved }: { value?: PolDicValue | undefined; onClose: () => void; onSaved: MutationFeedback }) {
  const form = useForm<DicValues>({
    initialValues: {
      dictTypeCode: value?.dictTypeCode ?? null,
      label: value?.label ?? '',
      value: value?.value ?? '',
      sort: value?.sort ?? 0,
      enableFlag: value?.enableFlag ?? '1',
      remark: value?.remark ?? '',
    },
    validate: {
      dictTypeCode: (v) => (v ? null : '请选择字典类型'),
      label: (v) => (!v.trim() ? '请输入字典标签' : v.trim().length > 50 ? '字典标签不能超过50个字符' : null),
      value: (v) => (!v.trim() ? '请输入字典值' : v.trim().length > 16 ? '字典值不能超过16个字符' : null),
    },
  });
  const save = useSavePolDicValue({
    onSuccess: async (result) => {
      await onSaved(result);
      onClose();
    },
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={value ? '编辑字典值' : '新增字典值'}
      form={form}
      busy={save.isPending}
      onSubmit={async (v) => {
        await save.mutateAsync({
          ...(value ? { id: value.id } : {}),
          dictTypeCode: v.dictTypeCode as PolDictTypeCode,
          label: v.label.trim(),
          value: v.value.trim(),
          sort: Number(v.sort) || 0,
          enableFlag: v.enableFlag,
          ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        });
      }}
    >
      <Select label="字典类型" withAsterisk data={toSelectData(DICT_LABELS)} disabled={Boolean(value)} {...form.getInputProps('dictTypeCode')} />
      <TextInput label="字典标签" withAsterisk maxLength={50} {...form.getInputProps('label')} />
      <TextInput label="字典值" withAsterisk maxLength={16} {...form.getInputProps('value')} />
      <NumberInput label="排序" min={0} max={9999} {...form.getInputProps('sort')} />
      <Select label="状态" data={[{ label: '启用', value: '1' }, { label: '停用', value: '0' }]} allowDeselect={false} {...form.getInputProps('enableFlag')} />
      <Textarea label="备注" autosize minRows={2} maxLength={200} {...form.getInputProps('remark')} />
    </FormModal>
  );
}

/**
 * 政策字典 (/work/policy/dicValue; seeds 001 §1, §7 /pol/polDicValue/*; issue 15): the values of the
 * policy dictionaries the policy forms offer, searched by dictionary and label; 新增 / 编辑 with
 * pol:dicValue:edit (disabling instead of deleting).
 */
export function PolDicValuePage() {
  const filters = useFilters<PolDicValueFilters>({ dictTypeCode: null, keyword: '' });
  const editor = useEditDialog<PolDicValue>();
  const feedback = useMutationFeedback();
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PolDicValue, PolDicValueFilters>
        filters={filters}
        searchFields={
          <>
            <Select
              label="字典类型"
              data={toSelectData(DICT_LABELS)}
              clearable
              w={150}
              value={filters.draft.dictTypeCode}
              onChange={(v) => filters.set('dictTypeCode', v as PolDictTypeCode | null)}
            />
            <TextInput label="字典标签" maxLength={50} value={filters.draft.keyword} onChange={(e) => filters.set('keyword', e.currentTarget.value)} />
          </>
        }
        query={polDicValuePageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="政策字典列表"
        rowActionsWidth={90}
        toolbar={
          <Can permission={PERM.polDicValueEdit}>
            <Button onClick={editor.openNew}>新增</Button>
          </Can>
        }
        rowActions={(v) => (
          <Can permission={PERM.polDicValueEdit}>
            <RowButton onClick={() => editor.openEdit(v)}>编辑</RowButton>
          </Can>
        )}
      />
      {editor.opened ? <PolDicValueFormModal value={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
