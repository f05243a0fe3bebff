import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyInfo, type CompanyInfoForm, companyEnumsQuery, useNewEntArchive, useSaveCompany } from '@qifu/enterprise-archive-data-access';
import { validateCreditCode, validateMobile } from '@qifu/validation';
import { FormModal, type MutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

interface Values {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  legalPersonPhone: string;
  streetId: string | null;
  address: string;
  industry: string | null;
  scale: string | null;
  businessType: string | null;
}

/** Props of {@link CompanyFormDialog}. */
export interface CompanyFormDialogProps {
  /** The enterprise edited; null adds one. */
  row: CompanyInfo | null;
  /** 'company' saves through saveCompanyInfo (企业库), 'archive' creates through newEntArchive (企业档案 新建档案). */
  mode: 'company' | 'archive';
  onClose: () => void;
  onSaved: MutationFeedback;
}

/** The payload of the form (blank optional fields left out). */
function toBody(v: Values): Omit<CompanyInfoForm, 'id'> {
  const opt = (s: string | null) => (s && s.trim() ? s.trim() : undefined);
  return {
    companyName: v.companyName.trim(),
    creditCode: v.creditCode.trim(),
    ...(opt(v.legalPerson) ? { legalPerson: opt(v.legalPerson) } : {}),
    ...(opt(v.legalPersonPhone) ? { legalPersonPhone: opt(v.legalPersonPhone) } : {}),
    ...(v.streetId ? { streetId: v.streetId } : {}),
    ...(opt(v.address) ? { address: opt(v.address) } : {}),
    ...(v.industry ? { industry: v.industry } : {}),
    ...(v.scale ? { scale: v.scale as CompanyInfoForm['scale'] } : {}),
    ...(v.businessType ? { businessType: v.businessType } : {}),
  };
}

/**
 * 新增企业 / 修改企业 / 新建档案 (seeds 001 §3 "Enterprise", §5): name, unified social credit code (社会信用代码不能为空 /
 * 社会信用代码格式错误, checked before sending; a code in use answers 该统一社会信用代码已存在), legal person and mobile
 * (11 digits starting with 1), street, address, industry, scale and business type.
 */
export function CompanyFormDialog({ row, mode, onClose, onSaved }: CompanyFormDialogProps) {
  const enums = useQuery(companyEnumsQuery());
  const form = useForm<Values>({
    initialValues: {
      companyName: row?.companyName ?? '',
      creditCode: row?.creditCode ?? '',
      legalPerson: row?.legalPerson ?? '',
      legalPersonPhone: row?.legalPersonPhone ?? '',
      streetId: row?.streetId ?? null,
      address: row?.address ?? '',
      industry: row?.industry ?? null,
      scale: row?.scale ?? null,
      businessType: row?.businessType ?? null,
    },
    validate: {
      companyName: (v) => (!v.trim() ? '请输入企业名称' : null),
      creditCode: (v) => validateCreditCode(v),
      legalPersonPhone: (v) => (v.trim() ? validateMobile(v) : null),
    },
  });
  const after = async (r: { msg: string }) => {
    await onSaved(r);
    onClose();
  };
  const save = useSaveCompany({ onSuccess: after });
  const create = useNewEntArchive({ onSuccess: after });
  const e = enums.data;
  return (
    <FormModal
      opened
      onClose={onClose}
      size="lg"
      title={mode === 'archive' ? '新建档案' : row ? '修改企业' : '新增企业'}
      form={form}
      busy={save.isPending || create.isPending}
      onSubmit={(v) => {
        const body = toBody(v);
        if (mode === 'archive') create.mutate(body);
        else save.mutate({ ...(row ? { id: row.id } : {}), ...body });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="企业名称" withAsterisk maxLength={100} {...form.getInputProps('companyName')} />
        <TextInput label="统一社会信用代码" withAsterisk maxLength={18} {...form.getInputProps('creditCode')} />
        <TextInput label="法定代表人" maxLength={50} {...form.getInputProps('legalPerson')} />
        <TextInput label="法定代表人手机号" maxLength={11} {...form.getInputProps('legalPersonPhone')} />
        <Select label="所属乡镇（街道）" clearable searchable data={e?.street ?? []} {...form.getInputProps('streetId')} />
        <TextInput label="企业地址" maxLength={200} {...form.getInputProps('address')} />
        <Select label="所属行业" clearable data={e?.industry ?? []} {...form.getInputProps('industry')} />
        <Select label="企业规模" clearable data={e?.scale ?? []} {...form.getInputProps('scale')} />
        <Select label="业务类型" clearable data={e?.businessType ?? []} {...form.getInputProps('businessType')} />
      </SimpleGrid>
    </FormModal>
  );
}
