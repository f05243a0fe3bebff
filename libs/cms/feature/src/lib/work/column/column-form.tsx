import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddNewsColumn, useModifyNewsColumn, type NewsColumn, type NewsColumnForm } from '@qifu/cms-data-access';
import {
  FormModal,
  RemarkInput,
  RichTextEditor,
  SortInput,
  closeAfter,
  isBlankHtml,
  sortValue,
  treeSelectData,
  type EditDialogProps,
  type RichTextEditorHandle,
} from '@qifu/widgets';
import { useRef } from 'react';

/** The values of the column form. */
export interface ColumnValues {
  parentId: string | null;
  columnName: string;
  code: string;
  sort: number | string;
  isShow: boolean;
  linkUrl: string;
  remark: string;
  description: string;
}

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const URL_PATTERN = /^https?:\/\//;

/**
 * The `addNewsColumn` / `modifyNewsColumn` body of the form values: texts trimmed; an empty code
 * or order is left out (the server generates a code and puts a new column last; modify keeps
 * them); empty external address, remark and description are sent as null (cleared).
 */
export function toColumnForm(values: ColumnValues): NewsColumnForm {
  const body: NewsColumnForm = {
    parentId: values.parentId,
    columnName: values.columnName.trim(),
    isShow: values.isShow,
    linkUrl: values.linkUrl.trim() || null,
    remark: values.remark.trim() || null,
    description: isBlankHtml(values.description) ? null : values.description,
  };
  const code = values.code.trim();
  if (code) body.code = code;
  if (values.sort !== '') body.sort = sortValue(values.sort);
  return body;
}

/** Props of {@link ColumnFormModal}. */
export interface ColumnFormModalProps extends EditDialogProps {
  /** The whole tree (for the 上级栏目 select). */
  tree: readonly NewsColumn[];
  /** The column to edit; a new one when absent. */
  column?: NewsColumn;
  /** The parent of a new column (新增下级); null or absent for a top column. */
  parentId?: string | null;
}

/**
 * 新增栏目 / 编辑栏目 (`addNewsColumn` / `modifyNewsColumn`, seeds 001 §7 /cms/news/column/*):
 * 上级栏目 (not the column itself or its sub-columns), 栏目名称 (required, unique among siblings),
 * 栏目编码 (the `column` of portal addresses; a letter first, then letters, digits, _ or -;
 * generated when left empty), 排序, 在门户显示, 外部平台地址 (http/https, the column page's
 * 进入…平台), 备注 and 栏目介绍 in the rich-text editor (cleaned by the server).
 */
export function ColumnFormModal({ tree, column, parentId = null, onClose, onSaved }: ColumnFormModalProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const form = useForm<ColumnValues>({
    initialValues: {
      parentId: column ? column.parentId : parentId,
      columnName: column?.columnName ?? '',
      code: column?.code ?? '',
      sort: column?.sort ?? '',
      isShow: column?.isShow ?? true,
      linkUrl: column?.linkUrl ?? '',
      remark: column?.remark ?? '',
      description: column?.description ?? '',
    },
    validate: {
      columnName: (value) => (value.trim() ? null : '请输入栏目名称'),
      code: (value) => (!value.trim() || CODE_PATTERN.test(value.trim()) ? null : '栏目编码须以字母开头，只含字母、数字、_ 和 -'),
      linkUrl: (value) => (!value.trim() || URL_PATTERN.test(value.trim()) ? null : '外部平台地址须以 http:// 或 https:// 开头'),
      description: () => editor.current?.validate() ?? null,
    },
  });
  const done = closeAfter(onSaved, onClose);
  const add = useAddNewsColumn({ onSuccess: done });
  const modify = useModifyNewsColumn({ onSuccess: done });
  const parents = treeSelectData(tree, (node) => node.columnName, { exclude: column?.id });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={column ? '编辑栏目' : '新增栏目'}
      form={form}
      busy={add.isPending || modify.isPending}
      size="xl"
      onSubmit={(values) => {
        const body = toColumnForm(values);
        if (column) modify.mutate({ ...body, id: column.id });
        else add.mutate(body);
      }}
    >
      <Select label="上级栏目" data={parents} clearable searchable placeholder="无（顶级栏目）" {...form.getInputProps('parentId')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="栏目名称" withAsterisk maxLength={50} {...form.getInputProps('columnName')} />
        <TextInput label="栏目编码" maxLength={50} placeholder="不填时自动生成" {...form.getInputProps('code')} />
        <SortInput inputProps={form.getInputProps('sort')} />
        <TextInput label="外部平台地址" maxLength={300} placeholder="https://…" {...form.getInputProps('linkUrl')} />
      </SimpleGrid>
      <Switch label="在门户显示" {...form.getInputProps('isShow', { type: 'checkbox' })} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
      <RichTextEditor label="栏目介绍" handleRef={editor} height={220} {...form.getInputProps('description')} />
    </FormModal>
  );
}
