/**
 * Built-in roles and what the system seed grants them (seeds 000 §6, seeds 001 §1, §6).
 *
 * The documents name only QY, GR and YYF; the government, department, administrator and call-centre
 * roles (their codes and names) are this platform's choice, the same as the contract's `UserType`
 * descriptions. Each grant follows the role lists of the contract's `security` (a role only gets
 * permissions of operations that admit it; `system-seed.test.ts` checks this) and, within them,
 * what the role is for:
 * - ADMIN 平台管理员 — every staff page and permission (not the call-centre seat /ecall, not the
 *   enterprise/individual pages);
 * - YYF 运营方 — runs the platform: policies, carousels, calculators, enterprise archives and tags,
 *   news, declarations, land/workshop listings, technology, appeals and their configuration,
 *   customer service, questionnaires and reports, SMS, training, call records, portal content;
 * - GOV 政府工作人员 — county government staff: the same areas as far as the contract admits them
 *   (reviews, appeal dispatch and archiving, statistics), read-only where configuration is YYF's;
 * - DEPT 部门工作人员 — department staff: appeal dealing (own department through data rules), own
 *   policies, project declarations and subsidies, questionnaires/reports, training, read-only
 *   enterprise and tag look-ups;
 * - CALL 话务员 — the call-centre seat /ecall first, call records, the customer-service knowledge
 *   base and chats, registering appeals;
 * - QY 企业 — own enterprise archive, own land/workshop listings and demands, own technology entries;
 * - GR 个人 — own technology achievements and expert entry.
 * The consultation pages (政策咨询 for staff, 我的咨询 for QY/GR) and 工作台首页 are kept as before.
 */
import type { Permission } from '@qifu/sdk';

import { MENU_TREE, type MenuSeed } from './menus';

/** The built-in roles (code = user type). Protected: code and user type fixed, never deleted. */
export const BUILT_IN_ROLES = [
  { code: 'ADMIN', name: '平台管理员', sort: 1, remark: '系统设置与全部管理功能' },
  { code: 'YYF', name: '运营方', sort: 2, remark: '平台运营：政策、企业、新闻、供需、科技、诉求、客服、问卷、短信、培训' },
  { code: 'GOV', name: '政府工作人员', sort: 3, remark: '县级政府工作人员：审核、分派、统计' },
  { code: 'DEPT', name: '部门工作人员', sort: 4, remark: '职能部门：本部门诉求办理、政策与申报、培训' },
  { code: 'CALL', name: '话务员', sort: 5, remark: '呼叫中心与智能客服' },
  { code: 'QY', name: '企业用户', sort: 6, remark: '企业：本企业档案、供需、科技成果' },
  { code: 'GR', name: '个人用户', sort: 7, remark: '个人：科技成果、专家信息' },
] as const;

/** A built-in role code. */
export type BuiltInRoleCode = (typeof BUILT_IN_ROLES)[number]['code'];

/** Codes of the built-in roles. */
export const BUILT_IN_ROLE_CODES: readonly string[] = BUILT_IN_ROLES.map((r) => r.code);

/**
 * What a role gets of one page: `'*'` the page with all its buttons; a list: the page with these
 * permissions only (spec permissions: a string the spec does not declare is a compile error).
 * Granting a page also grants its catalog (the parents).
 */
export type PageGrant = '*' | readonly Permission[];

const all = '*' as const;

/** Pages (and catalogs) of the tree that are not the administrator's: the seat and the QY/GR pages. */
const NOT_ADMIN = new Set(['ecall', 'myConsult', 'myService']);

/** Every staff page of {@link MENU_TREE} with all its buttons (the administrator's grant). */
function everyStaffPage(tree: readonly MenuSeed[]): Record<string, PageGrant> {
  const out: Record<string, PageGrant> = {};
  const walk = (items: readonly MenuSeed[]) => {
    for (const m of items) {
      if (NOT_ADMIN.has(m.name)) continue;
      if (!m.children?.length) out[m.name] = all;
      walk(m.children ?? []);
    }
  };
  walk(tree);
  return out;
}

/** Every button of a page except these permissions. */
function allBut(page: string, ...except: Permission[]): PageGrant {
  const find = (items: readonly MenuSeed[]): MenuSeed | undefined => {
    for (const m of items) {
      if (m.name === page) return m;
      const hit = find(m.children ?? []);
      if (hit) return hit;
    }
    return undefined;
  };
  const buttons = (find(MENU_TREE)?.buttons ?? []).map((b) => (typeof b === 'string' ? b : b.permission));
  return buttons.filter((p) => !except.includes(p));
}

/** The grant table: role → page name → {@link PageGrant}. */
export const ROLE_GRANTS: Readonly<Record<BuiltInRoleCode, Readonly<Record<string, PageGrant>>>> = {
  ADMIN: everyStaffPage(MENU_TREE),
  YYF: {
    workHome: all,
    policyConsult: all,
    policyInfo: all,
    policyDoc: all,
    polInfo: all,
    polDicValue: all,
    policyCarousel: all,
    policyLabel: all,
    policyMatchForm: all,
    policyCalculator: allBut('policyCalculator', 'policy:calculator:audit'),
    policyApplyProject: all,
    policyAllowance: all,
    polBusinessLog: all,
    polNumber: all,
    policyVisual: all,
    entCompany: all,
    entArchive: all,
    entExpansion: all,
    entPersonalCompany: all,
    entTag: all,
    cmsNews: all,
    cmsColumn: all,
    decDeclare: all,
    landInfo: all,
    landDemand: all,
    landReviewLog: all,
    workshopInfo: all,
    workshopDemand: all,
    workshopReviewLog: all,
    techAchievement: all,
    techRequirement: all,
    techExpert: all,
    techInstitute: all,
    techDomain: all,
    techTalk: all,
    techVisual: all,
    appealInfo: all,
    appealStatistics: all,
    appealType: all,
    appealSource: all,
    appealDealOffice: all,
    appealDealDuration: all,
    csKnowledge: all,
    csSmartAq: all,
    csChat: all,
    csManpower: all,
    quesInfo: all,
    quesAnswer: all,
    reportTask: all,
    reportData: all,
    smsTemplate: all,
    smsSend: all,
    smsRecord: all,
    smsOutbox: all,
    trainPlan: all,
    trainActivity: all,
    trainInfo: all,
    trainNum: all,
    callData: all,
    sysLive: all,
    sysHomeConfig: all,
    sysBasicDataConfig: all,
    sysFeedback: all,
    sysAboutUs: all,
    myScreen: all,
    commonPermission: all,
  },
  GOV: {
    workHome: all,
    policyConsult: all,
    policyInfo: allBut('policyInfo', 'policy:info:sync'),
    policyDoc: all,
    polInfo: allBut('polInfo', 'pol:info:examine'),
    polDicValue: all,
    policyLabel: ['policy:label:list'],
    policyMatchForm: ['policy:matchForm:list'],
    policyCalculator: all,
    policyApplyProject: all,
    policyApply: all,
    policyAllowance: all,
    polBusinessLog: all,
    polNumber: all,
    policyVisual: all,
    entCompany: all,
    entArchive: all,
    entExpansion: all,
    entPersonalCompany: all,
    entTag: ['tag:info:list', 'tag:company:list'],
    cmsNews: all,
    cmsColumn: all,
    decDeclare: all,
    landInfo: all,
    landDemand: all,
    landReviewLog: all,
    workshopInfo: all,
    workshopDemand: all,
    workshopReviewLog: all,
    techAchievement: all,
    techRequirement: all,
    techExpert: all,
    techInstitute: all,
    techDomain: all,
    techTalk: all,
    techVisual: all,
    appealInfo: all,
    appealStatistics: all,
    quesInfo: all,
    quesAnswer: all,
    reportTask: all,
    reportData: all,
    smsTemplate: all,
    smsSend: all,
    smsRecord: all,
    smsOutbox: all,
    trainPlan: all,
    trainActivity: all,
    trainInfo: all,
    trainNum: all,
    callData: ['call:data:statistics'],
    myScreen: all,
    commonPermission: all,
  },
  DEPT: {
    workHome: all,
    policyConsult: all,
    policyInfo: allBut('policyInfo', 'policy:info:sync'),
    policyDoc: all,
    polInfo: allBut('polInfo', 'pol:info:examine'),
    policyLabel: ['policy:label:list'],
    policyMatchForm: ['policy:matchForm:list'],
    policyApplyProject: all,
    policyApply: all,
    policyAllowance: all,
    polNumber: all,
    policyVisual: all,
    entCompany: ['ent:company:list', 'ent:company:view'],
    entArchive: ['ent:archive:view'],
    entTag: ['tag:info:list', 'tag:company:list'],
    decDeclare: all,
    appealInfo: ['appeal:info:list', 'appeal:info:detail', 'appeal:info:deal', 'appeal:info:back', 'appeal:info:transfer', 'appeal:info:export'],
    appealStatistics: all,
    quesInfo: all,
    quesAnswer: all,
    reportTask: all,
    reportData: all,
    trainPlan: allBut('trainPlan', 'train:plan:examine'),
    trainActivity: allBut('trainActivity', 'train:activity:examine'),
    trainInfo: all,
    trainNum: all,
    myScreen: all,
    commonPermission: all,
  },
  CALL: {
    ecall: all,
    workHome: all,
    callData: allBut('callData', 'call:data:delete'),
    csKnowledge: all,
    csSmartAq: all,
    csChat: all,
    csManpower: all,
    appealInfo: ['appeal:info:list', 'appeal:info:detail', 'appeal:info:update'],
    commonPermission: all,
  },
  QY: {
    workHome: all,
    myConsult: all,
    myDeclare: all,
    myCollect: all,
    myAllowance: all,
    myArchive: all,
    myLandDemand: all,
    myWorkshop: all,
    myWorkshopDemand: all,
    myTechAchievement: all,
    myTechRequirement: all,
    myTechExpert: all,
    myTechInstitute: all,
    myQues: all,
    myReport: all,
  },
  GR: {
    workHome: all,
    myConsult: all,
    myCollect: all,
    myTechAchievement: all,
    myTechExpert: all,
    myCompany: all,
  },
};

/**
 * Data rules of the system seed (written together with their role): department staff see the
 * accounts of their office tree, and the consultations and declarations of policies their office
 * tree issued (they answer and review only those).
 */
export const SYSTEM_DATA_RULES = [
  {
    role: 'DEPT',
    ruleName: '部门只看本部门及下级部门的用户',
    resource: 'sys:user',
    columnName: 'officeId',
    operator: 'eq',
    valueType: 'currentOfficeTree',
  },
  {
    role: 'DEPT',
    ruleName: '部门只看本部门发布政策的咨询',
    resource: 'pol:consult',
    columnName: 'policyOffice',
    operator: 'eq',
    valueType: 'currentOfficeTree',
  },
  {
    role: 'DEPT',
    ruleName: '部门只办理承办部门关联本部门的诉求',
    resource: 'appeal:info',
    columnName: 'dealOffice',
    operator: 'eq',
    valueType: 'currentOffice',
  },
  {
    role: 'DEPT',
    ruleName: '部门只审核本部门发布政策的申报',
    resource: 'dec:declare',
    columnName: 'policyOffice',
    operator: 'eq',
    valueType: 'currentOfficeTree',
  },
  {
    role: 'GOV',
    ruleName: '政府只管理和审核本单位及下级单位审核的申报项目',
    resource: 'policy:applyProject',
    columnName: 'examineDep',
    operator: 'eq',
    valueType: 'currentOfficeTree',
  },
  {
    role: 'DEPT',
    ruleName: '部门只管理和审核本部门及下级部门审核的申报项目',
    resource: 'policy:applyProject',
    columnName: 'examineDep',
    operator: 'eq',
    valueType: 'currentOfficeTree',
  },
] as const;
