/**
 * The values of the create/edit dialog of the four item kinds and their mapping to the contract's
 * save bodies (TechAchievementForm, TechRequirementForm, TechExpertForm, TechInstituteForm). One
 * superset of fields; each kind uses its own ({@link TECH_FORM_FIELDS}).
 */
import type {
  TechAchievement,
  TechAttachment,
  TechExpert,
  TechFormOf,
  TechInstitute,
  TechKind,
  TechRequirement,
  TechWorkDetail,
} from '@qifu/tech-data-access';
import { EMAIL_PATTERN, validateMobile } from '@qifu/validation';
import { domainChainOf, isBlankHtml, toUploadedValue, type UploadedFileValue } from '@qifu/widgets';

/** Every field of the dialog (strings as typed; number inputs give `''` when empty). */
export interface TechItemValues {
  /** achievementName / requirementName / expertName / instituteName. */
  name: string;
  /** 技术领域: the chain of codes of the field cascader; the last one is saved. */
  domain: string[];
  // 科技成果
  bigTypeCode: string | null;
  smallTypeCode: string | null;
  maturity: string | null;
  price: number | string;
  holderName: string;
  patentNo: string;
  // 技术需求
  companyName: string;
  budget: number | string;
  /** YYYY-MM-DD or ''. */
  deadline: string;
  cooperationMode: string | null;
  // 专家
  gender: string | null;
  jobTitle: string;
  organizationName: string;
  researchField: string;
  email: string;
  // 研究院所
  instituteType: string | null;
  /** 所在乡镇街道: the chain city → county → street of the region cascader. */
  region: string[];
  address: string;
  website: string;
  // shared
  summary: string;
  /** Rich text (成果详情, 需求详情, 院所详情; 专家简介 for experts). */
  content: string;
  /** 成果图片 (≤ 3), 照片 or 标志 (1). */
  images: UploadedFileValue[];
  contactName: string;
  contactPhone: string;
}

/** A field of {@link TechItemValues}. */
export type TechItemField = keyof TechItemValues;

/** The fields each kind shows (besides `name` and `domain`, which all have). */
export const TECH_FORM_FIELDS: Readonly<Record<TechKind, readonly TechItemField[]>> = {
  achievement: ['bigTypeCode', 'smallTypeCode', 'maturity', 'cooperationMode', 'price', 'holderName', 'patentNo', 'summary', 'content', 'images', 'contactName', 'contactPhone'],
  requirement: ['companyName', 'budget', 'deadline', 'cooperationMode', 'summary', 'content', 'contactName', 'contactPhone'],
  expert: ['gender', 'jobTitle', 'organizationName', 'researchField', 'images', 'content', 'contactPhone', 'email'],
  institute: ['instituteType', 'region', 'address', 'images', 'summary', 'content', 'website', 'contactName', 'contactPhone'],
};

/** Most images per kind (成果图片 3, seeds 001 §5 default 3; 照片 / 标志 1). */
export const TECH_IMAGE_LIMIT: Readonly<Record<TechKind, number>> = { achievement: 3, requirement: 0, expert: 1, institute: 1 };

const EMPTY: TechItemValues = {
  name: '',
  domain: [],
  bigTypeCode: '10',
  smallTypeCode: null,
  maturity: null,
  price: '',
  holderName: '',
  patentNo: '',
  companyName: '',
  budget: '',
  deadline: '',
  cooperationMode: null,
  gender: null,
  jobTitle: '',
  organizationName: '',
  researchField: '',
  email: '',
  instituteType: null,
  region: [],
  address: '',
  website: '',
  summary: '',
  content: '',
  images: [],
  contactName: '',
  contactPhone: '',
};

const files = (list: readonly (TechAttachment | null | undefined)[]): UploadedFileValue[] =>
  list.filter((f): f is TechAttachment => Boolean(f)).map((f) => toUploadedValue(f));

/**
 * The region cascader's chain of a 9-digit street code (city 4 digits, county 6, street 9 — the
 * region dataset): `'330521001'` → `['3305', '330521', '330521001']`.
 */
export function streetChain(code: string | null | undefined): string[] {
  if (!code || !/^\d{9}$/.test(code)) return [];
  return [code.slice(0, 4), code.slice(0, 6), code];
}

/** The dialog's values for a new item (no `item`) or for editing `item` of `kind`. */
export function techItemValues(kind: TechKind, item?: TechWorkDetail): TechItemValues {
  if (!item) return { ...EMPTY };
  const base = { ...EMPTY, domain: domainChainOf(item.domainId) };
  switch (kind) {
    case 'achievement': {
      const a = item as TechAchievement;
      return {
        ...base,
        name: a.achievementName,
        bigTypeCode: a.bigTypeCode,
        smallTypeCode: a.smallTypeCode ?? null,
        maturity: a.maturity,
        cooperationMode: a.cooperationMode,
        price: a.price ?? '',
        holderName: a.holderName,
        patentNo: a.patentNo ?? '',
        summary: a.summary ?? '',
        content: a.content ?? '',
        images: files(a.images),
        contactName: a.contactName,
        contactPhone: a.contactPhone,
      };
    }
    case 'requirement': {
      const r = item as TechRequirement;
      return {
        ...base,
        name: r.requirementName,
        companyName: r.companyName,
        budget: r.budget ?? '',
        deadline: r.deadline ?? '',
        cooperationMode: r.cooperationMode,
        summary: r.summary ?? '',
        content: r.content ?? '',
        contactName: r.contactName,
        contactPhone: r.contactPhone,
      };
    }
    case 'expert': {
      const e = item as TechExpert;
      return {
        ...base,
        name: e.expertName,
        gender: e.gender,
        jobTitle: e.jobTitle ?? '',
        organizationName: e.organizationName,
        researchField: e.researchField ?? '',
        images: files([e.avatar]),
        content: e.introduction ?? '',
        contactPhone: e.contactPhone ?? '',
        email: e.email ?? '',
      };
    }
    default: {
      const i = item as TechInstitute;
      return {
        ...base,
        name: i.instituteName,
        instituteType: i.instituteType,
        region: streetChain(i.streetCode),
        address: i.address ?? '',
        images: files([i.logo]),
        summary: i.summary ?? '',
        content: i.content ?? '',
        website: i.website ?? '',
        contactName: i.contactName,
        contactPhone: i.contactPhone,
      };
    }
  }
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);
const amount = (value: number | string): number | null => (value === '' || value === null ? null : Number(value));
const html = (value: string): string | null => (isBlankHtml(value) ? null : value);
const attachment = (file: UploadedFileValue | undefined) => (file ? { fileName: file.fileName, filePath: file.filePath } : null);

/**
 * The save body of `kind` from the dialog's values (`id` when editing): strings trimmed, empty
 * optional fields as null, 技术领域 as the chain's last code, empty rich text as null, an empty
 * price or budget as null (面议).
 */
export function toTechForm<K extends TechKind>(kind: K, values: TechItemValues, id?: string): TechFormOf[K] {
  const domainId = values.domain[values.domain.length - 1] ?? '';
  const withId = id ? { id } : {};
  switch (kind) {
    case 'achievement':
      return {
        ...withId,
        achievementName: values.name.trim(),
        domainId,
        bigTypeCode: values.bigTypeCode ?? '',
        smallTypeCode: values.smallTypeCode || null,
        maturity: (values.maturity ?? '1') as TechFormOf['achievement']['maturity'],
        cooperationMode: (values.cooperationMode ?? '1') as TechFormOf['achievement']['cooperationMode'],
        price: amount(values.price),
        holderName: values.holderName.trim(),
        patentNo: text(values.patentNo),
        summary: text(values.summary),
        content: html(values.content),
        images: values.images.map((f) => ({ fileName: f.fileName, filePath: f.filePath })),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
      } satisfies TechFormOf['achievement'] as TechFormOf[K];
    case 'requirement':
      return {
        ...withId,
        requirementName: values.name.trim(),
        domainId,
        companyName: values.companyName.trim(),
        budget: amount(values.budget),
        deadline: values.deadline || null,
        cooperationMode: (values.cooperationMode ?? '1') as TechFormOf['requirement']['cooperationMode'],
        summary: text(values.summary),
        content: html(values.content),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
      } satisfies TechFormOf['requirement'] as TechFormOf[K];
    case 'expert':
      return {
        ...withId,
        expertName: values.name.trim(),
        gender: (values.gender ?? '1') as TechFormOf['expert']['gender'],
        jobTitle: text(values.jobTitle),
        organizationName: values.organizationName.trim(),
        domainId,
        researchField: text(values.researchField),
        avatar: attachment(values.images[0]),
        introduction: html(values.content),
        contactPhone: text(values.contactPhone),
        email: text(values.email),
      } satisfies TechFormOf['expert'] as TechFormOf[K];
    default:
      return {
        ...withId,
        instituteName: values.name.trim(),
        instituteType: (values.instituteType ?? '1') as TechFormOf['institute']['instituteType'],
        domainId,
        streetCode: values.region.length === 3 ? (values.region[2] ?? null) : null,
        address: text(values.address),
        logo: attachment(values.images[0]),
        summary: text(values.summary),
        content: html(values.content),
        website: text(values.website),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
      } satisfies TechFormOf['institute'] as TechFormOf[K];
  }
}

type Rule = (value: never, values: TechItemValues) => string | null;

const required = (message: string) => (value: unknown) => (value === null || value === undefined || String(value).trim() === '' ? message : null);

/**
 * The dialog's rules for `kind` (the contract's required fields and formats; messages 请输入… /
 * 请选择…, 手机号不能为空 / 手机号格式错误 of seeds 001 §5).
 */
export function techItemRules(kind: TechKind): Partial<Record<TechItemField, Rule>> {
  const names: Record<TechKind, string> = { achievement: '请输入成果名称', requirement: '请输入需求名称', expert: '请输入专家姓名', institute: '请输入院所名称' };
  const rules: Partial<Record<TechItemField, Rule>> = {
    name: required(names[kind]),
    domain: (value: string[]) => (value.length === 0 ? '请选择技术领域' : null),
  };
  const mobile: Rule = (value: string) => validateMobile(value.trim());
  switch (kind) {
    case 'achievement':
      return {
        ...rules,
        bigTypeCode: required('请选择成果类型'),
        maturity: required('请选择成熟度'),
        cooperationMode: required('请选择合作方式'),
        holderName: required('请输入成果持有单位'),
        contactName: required('请输入联系人'),
        contactPhone: mobile,
      };
    case 'requirement':
      return {
        ...rules,
        companyName: required('请输入需求企业'),
        cooperationMode: required('请选择合作方式'),
        contactName: required('请输入联系人'),
        contactPhone: mobile,
      };
    case 'expert':
      return {
        ...rules,
        gender: required('请选择性别'),
        organizationName: required('请输入所在单位'),
        contactPhone: (value: string) => (value.trim() ? validateMobile(value.trim()) : null),
        email: (value: string) => (value.trim() && !EMAIL_PATTERN.test(value.trim()) ? '电子邮箱格式错误' : null),
      };
    default:
      return {
        ...rules,
        instituteType: required('请选择院所类型'),
        website: (value: string) => (value.trim() && !/^https?:\/\/\S+$/.test(value.trim()) ? '网址须以 http:// 或 https:// 开头' : null),
        contactName: required('请输入联系人'),
        contactPhone: mobile,
      };
  }
}
