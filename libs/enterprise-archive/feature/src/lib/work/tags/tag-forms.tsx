import { Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useSaveSmartTag,
  useSaveTag,
  useSaveTagCategory,
  useSmartTagFields,
  type SmartTagForm,
  type TagCategoryLine,
  type TagDetail,
  type TagForm,
  type TagItem,
} from '@qifu/enterprise-archive-data-access';
import { closeAfter, EnableFlagField, FormModal, RemarkInput, SortInput, sortValue, type EditDialogProps } from '@qifu/widgets';

/** The value types of smart-tag fields in Chinese (contract SmartTagField.valueType). */
const VALUE_TYPE_LABELS: Record<string, string> = { string: '文本', number: '数字', date: '日期', boolean: '是否', dict: '字典' };

interface TagValues {
  tagName: string;
  categoryId: string | null;
  enableFlag: '0' | '1';
  sort: number | string;
  remark: string;
  rule: string;
}

/**
 * The body of `saveTagInfo` / `saveSmartTag` from the dialog's values (a smart tag's rule parsed from its JSON text).
 * @throws SyntaxError when a smart tag's rule is not JSON (the form's validation prevents it).
 */
export function toTagBody(values: TagValues, smart: boolean, id?: string): TagForm | SmartTagForm {
  const body: TagForm = { tagName: values.tagName.trim(), categoryId: values.categoryId ?? '', enableFlag: values.enableFlag, sort: sortValue(values.sort) };
  if (id) body.id = id;
  if (values.remark.trim()) body.remark = values.remark.trim();
  return smart ? { ...body, rule: JSON.parse(values.rule) as SmartTagForm['rule'] } : body;
}

/** The problem of a rule's JSON text in Chinese, or null (the server checks operators and fields). */
export function ruleTextProblem(text: string): string | null {
  if (!text.trim()) return '请输入规则';
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length !== 1) return '规则必须是只有一个运算符的 JSON Logic 对象';
    return null;
  } catch {
    return '规则不是有效的 JSON';
  }
}

interface TagFormModalProps extends EditDialogProps {
  /** The tag edited (its detail for a smart tag, with the rule); none to create. */
  tag?: TagItem | TagDetail;
  /** A smart tag (saveSmartTag with a rule) or a manual one (saveTagInfo). */
  smart: boolean;
  /** The category choices. */
  categories: readonly Pick<TagCategoryLine, 'categoryId' | 'categoryName'>[];
}

/**
 * 新增标签 / 编辑标签 (`saveTagInfo`) and 新增智能标签 / 编辑智能标签 (`saveSmartTag`; seeds 001 §7): 标签名称, 标签分类, 状态,
 * 排序, 备注, and for a smart tag its 规则 in JSON Logic over the fields listed below it (listSmartTagField: 字段键,
 * 字段名称, 类型) — e.g. `{">=": [{"var": "registeredCapital"}, 500]}`. After saving, the server applies the rule to every
 * enterprise in the background (progress under 企业).
 */
export function TagFormModal({ tag, smart, categories, onClose, onSaved }: TagFormModalProps) {
  const rule = tag && 'rule' in tag && tag.rule ? JSON.stringify(tag.rule, null, 2) : '';
  const form = useForm<TagValues>({
    initialValues: {
      tagName: tag?.tagName ?? '',
      categoryId: tag?.categoryId ?? null,
      enableFlag: tag?.enableFlag ?? '1',
      sort: tag?.sort ?? 0,
      remark: tag?.remark ?? '',
      rule,
    },
    validate: {
      tagName: (v) => (v.trim() ? null : '请输入标签名称'),
      categoryId: (v) => (v ? null : '请选择标签分类'),
      rule: (v) => (smart ? ruleTextProblem(v) : null),
    },
  });
  const done = closeAfter(onSaved, onClose);
  const saveTag = useSaveTag({ onSuccess: done });
  const saveSmart = useSaveSmartTag({ onSuccess: done });
  const fields = useSmartTagFields();
  const noun = smart ? '智能标签' : '标签';
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`${tag ? '编辑' : '新增'}${noun}`}
      form={form}
      size={smart ? 'xl' : 'lg'}
      busy={saveTag.isPending || saveSmart.isPending}
      onSubmit={(values) => {
        const body = toTagBody(values, smart, tag?.id);
        if (smart) saveSmart.mutate(body as SmartTagForm);
        else saveTag.mutate(body);
      }}
    >
      <TextInput label="标签名称" withAsterisk maxLength={50} {...form.getInputProps('tagName')} />
      <Select
        label="标签分类"
        withAsterisk
        searchable
        data={categories.map((c) => ({ value: c.categoryId, label: c.categoryName }))}
        nothingFoundMessage="暂无分类，请先新增分类"
        {...form.getInputProps('categoryId')}
      />
      <EnableFlagField inputProps={form.getInputProps('enableFlag')} />
      <SortInput inputProps={form.getInputProps('sort')} />
      <RemarkInput inputProps={form.getInputProps('remark')} />
      {smart ? (
        <Stack gap={6}>
          <Textarea
            label="规则（JSON Logic）"
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            styles={{ input: { fontFamily: 'monospace' } }}
            placeholder='{">=": [{"var": "registeredCapital"}, 500]}'
            description="满足规则的企业自动带上此标签；缺少规则所需数据的企业不带此标签"
            {...form.getInputProps('rule')}
          />
          <Text size="sm" fw={500}>
            可用字段
          </Text>
          <Table.ScrollContainer minWidth={360} mah={200}>
            <Table striped withTableBorder aria-label="智能标签可用字段">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>字段键</Table.Th>
                  <Table.Th>字段名称</Table.Th>
                  <Table.Th>类型</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(fields.data ?? []).map((f) => (
                  <Table.Tr key={f.key}>
                    <Table.Td ff="monospace">{f.key}</Table.Td>
                    <Table.Td>{f.label}</Table.Td>
                    <Table.Td>{VALUE_TYPE_LABELS[f.valueType] ?? f.valueType}{f.dictType ? `（${f.dictType}）` : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </FormModal>
  );
}

interface CategoryValues {
  categoryName: string;
  sort: number | string;
}

/** 新增分类 (`saveTagCategory`): 分类名称 (unique, 分类名称已存在) and 排序. */
export function TagCategoryFormModal({ onClose, onSaved }: EditDialogProps) {
  const form = useForm<CategoryValues>({
    initialValues: { categoryName: '', sort: 0 },
    validate: { categoryName: (v) => (v.trim() ? null : '请输入分类名称') },
  });
  const save = useSaveTagCategory({ onSuccess: closeAfter(onSaved, onClose) });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="新增分类"
      form={form}
      busy={save.isPending}
      onSubmit={(v) => save.mutate({ categoryName: v.categoryName.trim(), sort: sortValue(v.sort) })}
    >
      <TextInput label="分类名称" withAsterisk maxLength={50} {...form.getInputProps('categoryName')} />
      <SortInput inputProps={form.getInputProps('sort')} />
    </FormModal>
  );
}
