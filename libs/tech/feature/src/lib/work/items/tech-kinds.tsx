/**
 * What differs between the four item kinds on the workbench (seeds 001 §1 "technology
 * achievements, requirements, experts and institutes"): texts, permissions, table columns, and
 * which row actions the state table (`@qifu/tech-rules`) allows in a scope.
 */
import { Badge } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import {
  COOPERATION_MODE_LABELS,
  GENDER_LABELS,
  INSTITUTE_TYPE_LABELS,
  MATURITY_LABELS,
  formatWan,
  type TechAchievementItem,
  type TechExpertItem,
  type TechInstituteItem,
  type TechItemOf,
  type TechKind,
  type TechRequirementItem,
  type TechWorkRow,
  type TechWorkScope,
} from '@qifu/tech-data-access';
import { TECH_STATUS_LABELS, techActionsFrom, type TechAction, type TechStatus } from '@qifu/tech-rules';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { labelOf } from '@qifu/widgets';

/** The permission strings of a kind's buttons (the `x-permission` of its operations). */
export interface TechKindPermissions {
  list: string;
  save: string;
  commit: string;
  review: string;
  putaway: string;
  takedown: string;
  delete: string;
}

/** Permissions per kind, from the generated `PERM`. */
export const TECH_KIND_PERMISSIONS: Readonly<Record<TechKind, TechKindPermissions>> = {
  achievement: {
    list: PERM.techAchievementList,
    save: PERM.techAchievementSave,
    commit: PERM.techAchievementCommit,
    review: PERM.techAchievementReview,
    putaway: PERM.techAchievementPutaway,
    takedown: PERM.techAchievementTakedown,
    delete: PERM.techAchievementDelete,
  },
  requirement: {
    list: PERM.techRequirementList,
    save: PERM.techRequirementSave,
    commit: PERM.techRequirementCommit,
    review: PERM.techRequirementReview,
    putaway: PERM.techRequirementPutaway,
    takedown: PERM.techRequirementTakedown,
    delete: PERM.techRequirementDelete,
  },
  expert: {
    list: PERM.techExpertList,
    save: PERM.techExpertSave,
    commit: PERM.techExpertCommit,
    review: PERM.techExpertReview,
    putaway: PERM.techExpertPutaway,
    takedown: PERM.techExpertTakedown,
    delete: PERM.techExpertDelete,
  },
  institute: {
    list: PERM.techInstituteList,
    save: PERM.techInstituteSave,
    commit: PERM.techInstituteCommit,
    review: PERM.techInstituteReview,
    putaway: PERM.techInstitutePutaway,
    takedown: PERM.techInstituteTakedown,
    delete: PERM.techInstituteDelete,
  },
};

/** Texts of a kind. */
export interface TechKindText {
  /** The kind's noun in messages (确定要删除科技成果“…”吗？). */
  noun: string;
  /** The name field's label (成果名称 …), also the search placeholder. */
  nameLabel: string;
  /** The create button (新增科技成果 …). */
  create: string;
  /** Accessible name of the table. */
  table: string;
}

/** Texts per kind (the menu titles of seeds/menus.ts: 科技成果, 技术需求, 专家库, 研究院所). */
export const TECH_KIND_TEXT: Readonly<Record<TechKind, TechKindText>> = {
  achievement: { noun: '科技成果', nameLabel: '成果名称', create: '新增科技成果', table: '科技成果列表' },
  requirement: { noun: '技术需求', nameLabel: '需求名称', create: '新增技术需求', table: '技术需求列表' },
  expert: { noun: '专家', nameLabel: '专家姓名', create: '新增专家', table: '专家列表' },
  institute: { noun: '研究院所', nameLabel: '院所名称', create: '新增研究院所', table: '研究院所列表' },
};

/** The name of a row of `kind` (achievementName, requirementName, expertName, instituteName). */
export function techItemName(kind: TechKind, row: TechWorkRow): string {
  switch (kind) {
    case 'achievement':
      return (row as TechAchievementItem).achievementName;
    case 'requirement':
      return (row as TechRequirementItem).requirementName;
    case 'expert':
      return (row as TechExpertItem).expertName;
    default:
      return (row as TechInstituteItem).instituteName;
  }
}

/** A row button of the workbench lists. `review` stands for the table's pass and reject. */
export type TechRowAction = Exclude<TechAction, 'save' | 'pass' | 'reject'> | 'edit' | 'review';

/** What an owner (我的… pages) may do; the rest is staff work. */
const OWN_ACTIONS: ReadonlySet<TechRowAction> = new Set(['edit', 'commit', 'delete']);

/**
 * The row buttons the state table allows for an item in `status` (`techActionsFrom`, seeds 001
 * §4): save → 编辑, commit → 提交审核, pass/reject → 审核, putaway → 上架, takedown → 下架,
 * delete → 删除. In the `mine` scope only 编辑, 提交审核 and 删除. Permissions are checked apart.
 */
export function techRowActions(status: TechStatus, scope: TechWorkScope): TechRowAction[] {
  const out: TechRowAction[] = [];
  for (const action of techActionsFrom(status)) {
    const button: TechRowAction = action === 'save' ? 'edit' : action === 'pass' || action === 'reject' ? 'review' : action;
    if (!out.includes(button) && (scope === 'staff' || OWN_ACTIONS.has(button))) out.push(button);
  }
  return out;
}

const STATUS_COLORS: Readonly<Record<TechStatus, string>> = {
  '0': 'gray',
  '1': 'orange',
  '2': 'cyan',
  '3': 'red',
  '4': 'green',
  '5': 'dark',
};

/** The state as a coloured label (草稿, 待审核, 审核通过, 审核驳回, 已上架, 已下架). */
export function TechStatusBadge({ status }: { status: TechStatus }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {labelOf(TECH_STATUS_LABELS, status)}
    </Badge>
  );
}

const TIME = 'YYYY-MM-DD HH:mm';
const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

function statusColumn<Row extends { status: TechStatus }>(): TableColumn<Row> {
  return { key: 'status', title: '状态', width: 96, align: 'center', formatter: (value) => <TechStatusBadge status={value as TechStatus} /> };
}

function timeColumn<Row>(): TableColumn<Row> {
  return { key: 'createTime', title: '创建时间', width: 140, formatter: (value) => formatDate(value as string, TIME) };
}

const DOMAIN_COLUMN = { key: 'domainName', title: '技术领域', width: 170 };

/** The table columns per kind (the list items of the contract). */
export const TECH_KIND_COLUMNS: { readonly [K in TechKind]: TableColumn<TechItemOf[K]>[] } = {
  achievement: [
    { key: 'achievementName', title: '成果名称' },
    DOMAIN_COLUMN,
    { key: 'typeName', title: '成果类型', width: 110, formatter: dash },
    { key: 'maturity', title: '成熟度', width: 100, formatter: (value) => labelOf(MATURITY_LABELS, value as string) },
    { key: 'price', title: '转让价格', width: 100, align: 'right', formatter: (value) => formatWan(value as number | null) },
    { key: 'holderName', title: '成果持有单位', width: 180 },
    statusColumn(),
    timeColumn(),
  ],
  requirement: [
    { key: 'requirementName', title: '需求名称' },
    DOMAIN_COLUMN,
    { key: 'companyName', title: '需求企业', width: 180 },
    { key: 'budget', title: '预算', width: 100, align: 'right', formatter: (value) => formatWan(value as number | null) },
    { key: 'deadline', title: '截止日期', width: 110, formatter: (value) => (value ? formatDate(value as string, 'YYYY-MM-DD') : '长期有效') },
    { key: 'cooperationMode', title: '合作方式', width: 100, formatter: (value) => labelOf(COOPERATION_MODE_LABELS, value as string) },
    statusColumn(),
    timeColumn(),
  ],
  expert: [
    { key: 'expertName', title: '专家姓名', width: 120 },
    { key: 'gender', title: '性别', width: 60, align: 'center', formatter: (value) => labelOf(GENDER_LABELS, value as string) },
    { key: 'jobTitle', title: '职称', width: 110, formatter: dash },
    { key: 'organizationName', title: '所在单位' },
    DOMAIN_COLUMN,
    statusColumn(),
    timeColumn(),
  ],
  institute: [
    { key: 'instituteName', title: '院所名称' },
    { key: 'instituteType', title: '院所类型', width: 120, formatter: (value) => labelOf(INSTITUTE_TYPE_LABELS, value as string) },
    DOMAIN_COLUMN,
    { key: 'address', title: '地址', width: 200, formatter: dash },
    statusColumn(),
    timeColumn(),
  ],
};
