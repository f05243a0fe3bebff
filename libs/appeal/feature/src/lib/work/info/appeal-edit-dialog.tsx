import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useAppealClassOptions,
  useAppealSourceOptions,
  useAppealStreets,
  useSaveAppeal,
  type AppealDetail,
  type AppealSaveForm,
} from '@qifu/appeal-data-access';
import { validateCreditCode, validateMobile } from '@qifu/validation';
import { FormModal, closeAfter, type MutationFeedback } from '@qifu/widgets';

/** Props of {@link AppealEditDialog}. */
export interface AppealEditDialogProps {
  /** The appeal corrected; null registers a new one (代为登记). */
  appeal: AppealDetail | null;
  onClose: () => void;
  onSaved: MutationFeedback;
}

interface Values {
  companyName: string;
  creditCode: string;
  appealSource: string | null;
  appealClass: string | null;
  streetCode: string | null;
  appealTitle: string;
  appealContent: string;
  contactName: string;
  contactPhone: string;
}

/** The request of the form (`updateAppeal`): without id a registration, with id a correction. */
export function appealSaveBody(values: Values, id?: string): AppealSaveForm {
  return {
    ...(id ? { id } : {}),
    companyName: values.companyName.trim(),
    ...(values.creditCode.trim() ? { creditCode: values.creditCode.trim() } : {}),
    appealSource: values.appealSource ?? '',
    appealClass: values.appealClass ?? '',
    ...(values.streetCode ? { streetCode: values.streetCode } : {}),
    appealTitle: values.appealTitle.trim(),
    appealContent: values.appealContent.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
  };
}

/**
 * 登记诉求 / 修改诉求 (issue 16; seeds 001 §7 appeal/info/updateAppeal): staff register an appeal received by phone or
 * visit (→ 待受理) or correct an open one (state kept). The class must be a leaf (请选择最小分类。 from the server),
 * the phone an 11-digit mobile, the credit code 18 characters when given — the messages of `@qifu/validation`.
 */
export function AppealEditDialog({ appeal, onClose, onSaved }: AppealEditDialogProps) {
  const classes = useAppealClassOptions();
  const sources = useAppealSourceOptions();
  const streets = useAppealStreets();
  const form = useForm<Values>({
    initialValues: {
      companyName: appeal?.companyName ?? '',
      creditCode: appeal?.creditCode ?? '',
      appealSource: appeal?.appealSource ?? null,
      appealClass: appeal?.appealClass ?? null,
      streetCode: appeal?.streetCode ?? null,
      appealTitle: appeal?.appealTitle ?? '',
      appealContent: appeal?.appealContent ?? '',
      contactName: appeal?.contactName ?? '',
      contactPhone: appeal?.contactPhone ?? '',
    },
    validate: {
      companyName: (v) => (!v.trim() ? '请输入企业名称' : null),
      creditCode: (v) => (v.trim() ? validateCreditCode(v.trim()) : null),
      appealSource: (v) => (!v ? '请选择诉求来源' : null),
      appealClass: (v) => (!v ? '请选择诉求分类' : null),
      appealTitle: (v) => (!v.trim() ? '请输入诉求标题' : null),
      appealContent: (v) => (!v.trim() ? '请输入诉求内容' : null),
      contactName: (v) => (!v.trim() ? '请输入联系人' : null),
      contactPhone: (v) => validateMobile(v.trim()),
    },
  });
  const save = useSaveAppeal({ onSuccess: closeAfter(onSaved, onClose) });
  const leaves = (classes.data ?? []).flatMap((o) =>
    (o.children ?? []).length > 0 ? (o.children ?? []).map((c) => ({ value: String(c.value), label: `${o.label}-${c.label}` })) : [{ value: String(o.value), label: o.label }],
  );
  return (
    <FormModal
      opened
      onClose={onClose}
      title={appeal ? `修改诉求：${appeal.appealTitle}` : '登记诉求'}
      form={form}
      busy={save.isPending}
      size="xl"
      onSubmit={(values) => save.mutate(appealSaveBody(values, appeal?.id))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="企业名称" withAsterisk maxLength={100} {...form.getInputProps('companyName')} />
        <TextInput label="统一社会信用代码" maxLength={18} {...form.getInputProps('creditCode')} />
        <Select
          label="诉求来源"
          withAsterisk
          data={(sources.data ?? []).map((g) => ({ group: g.label, items: (g.children ?? []).map((s) => ({ value: String(s.value), label: s.label })) }))}
          {...form.getInputProps('appealSource')}
        />
        <Select label="诉求分类" withAsterisk searchable data={leaves} {...form.getInputProps('appealClass')} />
        <Select label="所属乡镇（街道）" clearable searchable data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))} {...form.getInputProps('streetCode')} />
        <TextInput label="联系人" withAsterisk maxLength={20} {...form.getInputProps('contactName')} />
        <TextInput label="联系电话" withAsterisk maxLength={11} {...form.getInputProps('contactPhone')} />
        <TextInput label="诉求标题" withAsterisk maxLength={50} {...form.getInputProps('appealTitle')} />
      </SimpleGrid>
      <Textarea label="诉求内容" withAsterisk autosize minRows={4} maxLength={2000} {...form.getInputProps('appealContent')} />
    </FormModal>
  );
}
