import { Modal, NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ENUM_LABELS } from '@qifu/sdk';
import {
  GENDER_LABELS,
  INSTITUTE_TYPE_LABELS,
  MATURITY_LABELS,
  techDetailQuery,
  techDomainLevelQuery,
  techTypeTreeQuery,
  useSaveTechItem,
  type TechKind,
  type TechWorkDetail,
  type TechWorkRow,
} from '@qifu/tech-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import {
  FieldCascader,
  FormModal,
  ImageUploader,
  RegionCascader,
  RichTextEditor,
  closeAfter,
  toSelectData,
  type EditDialogProps,
  type RichTextEditorHandle,
} from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';

import { TECH_KIND_TEXT } from './tech-kinds';
import { TECH_FORM_FIELDS, TECH_IMAGE_LIMIT, techItemRules, techItemValues, toTechForm, type TechItemField, type TechItemValues } from './tech-item-values';

/** The levels of the 技术领域 tree (type 1) for the field cascader. */
const FIELD_LEVEL_QUERY = techDomainLevelQuery('1');

/** Label of the rich-text field per kind. */
const CONTENT_LABEL: Readonly<Record<TechKind, string>> = { achievement: '成果详情', requirement: '需求详情', expert: '专家简介', institute: '院所详情' };
const SUMMARY_LABEL: Readonly<Record<TechKind, string>> = { achievement: '成果简介', requirement: '需求简介', expert: '', institute: '院所简介' };
const IMAGE_LABEL: Readonly<Record<TechKind, string>> = { achievement: '成果图片', requirement: '', expert: '照片', institute: '标志' };

interface FormBodyProps extends EditDialogProps {
  kind: TechKind;
  item?: TechWorkDetail;
}

function TechItemFormBody({ kind, item, onClose, onSaved }: FormBodyProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const rules = techItemRules(kind);
  const form = useForm<TechItemValues>({
    initialValues: techItemValues(kind, item),
    validate: { ...rules, content: () => editor.current?.validate() ?? null } as never,
  });
  const save = useSaveTechItem(kind, { onSuccess: closeAfter(onSaved, onClose) });
  const types = useQuery({ ...techTypeTreeQuery(), enabled: kind === 'achievement' });
  const shows = (field: TechItemField) => TECH_FORM_FIELDS[kind].includes(field);
  const asterisk = (field: TechItemField) => field in rules && !(kind === 'expert' && (field === 'contactPhone' || field === 'email'));
  const text = TECH_KIND_TEXT[kind];
  const smallTypes = (types.data ?? []).find((t) => t.code === form.values.bigTypeCode)?.children ?? [];

  return (
    <FormModal
      opened
      onClose={onClose}
      title={item ? `编辑${text.noun}` : text.create}
      form={form}
      busy={save.isPending}
      size="xl"
      onSubmit={(values) => save.mutate(toTechForm(kind, values, item?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={text.nameLabel} withAsterisk maxLength={kind === 'expert' ? 20 : 100} {...form.getInputProps('name')} />
        {shows('gender') ? <Select label="性别" withAsterisk data={toSelectData(GENDER_LABELS)} {...form.getInputProps('gender')} /> : null}
        {shows('instituteType') ? (
          <Select label="院所类型" withAsterisk data={toSelectData(INSTITUTE_TYPE_LABELS)} {...form.getInputProps('instituteType')} />
        ) : null}
        {shows('companyName') ? <TextInput label="需求企业" withAsterisk maxLength={100} {...form.getInputProps('companyName')} /> : null}
        {shows('holderName') ? <TextInput label="成果持有单位" withAsterisk maxLength={100} {...form.getInputProps('holderName')} /> : null}
        {shows('organizationName') ? <TextInput label="所在单位" withAsterisk maxLength={100} {...form.getInputProps('organizationName')} /> : null}
        {shows('jobTitle') ? <TextInput label="职称" maxLength={50} {...form.getInputProps('jobTitle')} /> : null}
      </SimpleGrid>
      <FieldCascader label="技术领域" query={FIELD_LEVEL_QUERY} withAsterisk clearable {...form.getInputProps('domain')} />
      {shows('bigTypeCode') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="成果类型"
            withAsterisk
            data={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
            {...form.getInputProps('bigTypeCode')}
            onChange={(value) => {
              form.setFieldValue('bigTypeCode', value);
              form.setFieldValue('smallTypeCode', null);
            }}
          />
          <Select
            label="成果小类"
            clearable
            data={smallTypes.map((t) => ({ value: t.code, label: t.name }))}
            {...form.getInputProps('smallTypeCode')}
          />
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {shows('maturity') ? <Select label="成熟度" withAsterisk data={toSelectData(MATURITY_LABELS)} {...form.getInputProps('maturity')} /> : null}
        {shows('cooperationMode') ? (
          <Select label="合作方式" withAsterisk data={toSelectData(ENUM_LABELS.TechCooperationMode)} {...form.getInputProps('cooperationMode')} />
        ) : null}
        {shows('price') ? (
          <NumberInput label="转让价格（万元）" description="不填为面议" min={0} max={100_000_000} decimalScale={2} {...form.getInputProps('price')} />
        ) : null}
        {shows('patentNo') ? <TextInput label="专利号" maxLength={50} {...form.getInputProps('patentNo')} /> : null}
        {shows('budget') ? (
          <NumberInput label="预算（万元）" description="不填为面议" min={0} max={100_000_000} decimalScale={2} {...form.getInputProps('budget')} />
        ) : null}
        {shows('deadline') ? <TextInput type="date" label="需求截止日期" description="不填为长期有效" {...form.getInputProps('deadline')} /> : null}
        {shows('researchField') ? <TextInput label="研究方向" maxLength={200} {...form.getInputProps('researchField')} /> : null}
        {shows('email') ? <TextInput label="电子邮箱" maxLength={100} {...form.getInputProps('email')} /> : null}
        {shows('website') ? <TextInput label="网址" placeholder="https://…" maxLength={200} {...form.getInputProps('website')} /> : null}
        {shows('contactName') ? <TextInput label="联系人" withAsterisk={asterisk('contactName')} maxLength={20} {...form.getInputProps('contactName')} /> : null}
        {shows('contactPhone') ? (
          <TextInput label="联系电话" withAsterisk={asterisk('contactPhone')} maxLength={11} inputMode="numeric" {...form.getInputProps('contactPhone')} />
        ) : null}
      </SimpleGrid>
      {shows('region') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RegionCascader label="所在乡镇街道" clearable {...form.getInputProps('region')} />
          <TextInput label="地址" maxLength={200} {...form.getInputProps('address')} />
        </SimpleGrid>
      ) : null}
      {shows('summary') ? <Textarea label={SUMMARY_LABEL[kind]} autosize minRows={2} maxLength={500} {...form.getInputProps('summary')} /> : null}
      {shows('images') ? <ImageUploader label={IMAGE_LABEL[kind]} limit={TECH_IMAGE_LIMIT[kind]} {...form.getInputProps('images')} /> : null}
      <RichTextEditor label={CONTENT_LABEL[kind]} handleRef={editor} height={260} {...form.getInputProps('content')} />
    </FormModal>
  );
}

/** Props of {@link TechItemFormModal}. */
export interface TechItemFormModalProps extends EditDialogProps {
  kind: TechKind;
  /** The row being edited; none for 新增. */
  row?: TechWorkRow;
}

/**
 * 新增 / 编辑 one item of `kind` (`saveTech*`, seeds 001 §7): the contract's fields of the kind —
 * 技术领域 with the 4-level field cascader, 成果类型 from the type tree, images, the rich text —
 * with the required ones checked (请输入… / 请选择…, 手机号格式错误). Editing loads the whole item
 * first (the list has no rich text). A saved edit returns the item to 草稿 (the server's table).
 */
export function TechItemFormModal({ kind, row, onClose, onSaved }: TechItemFormModalProps) {
  const detail = useQuery({ ...techDetailQuery(kind, row?.id ?? ''), enabled: Boolean(row) });
  if (!row) return <TechItemFormBody kind={kind} onClose={onClose} onSaved={onSaved} />;
  if (detail.data) return <TechItemFormBody kind={kind} item={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal opened onClose={onClose} title={`编辑${TECH_KIND_TEXT[kind].noun}`} size="xl" centered>
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : <ListSkeleton rows={4} />}
    </Modal>
  );
}
