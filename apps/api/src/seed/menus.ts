/**
 * The workbench menu tree of the system seed (seeds 000 §6 "Menus and permissions are delivered by
 * the server"; seeds 001 §1 management areas): catalogs → pages → buttons, one button for every
 * `x-permission` string of the contract (checked by `system-seed.test.ts`).
 *
 * Pages the web app does not have yet are hidden (`visible` false): they stay out of the sidebar,
 * but their buttons still grant permissions and they appear in the role-grant tree. Visible now:
 * 呼叫中心 /ecall, 工作台首页, 政策咨询, 我的咨询 and the 系统管理 catalog with its eleven pages.
 * When a later issue builds a page, set `visible: true` on it (and its catalog) and raise its
 * `rev`, so existing databases take the change at their next start.
 *
 * Buttons' titles come from their action ({@link ACTION_TITLES}) unless given. Every button is a
 * `Permission` of `@qifu/sdk` (generated from the spec's `x-permission`): a string the spec does not
 * declare is a compile error, also inside the compact `perms('a:b', 'list,save')` notation.
 */
import type { Permission } from '@qifu/sdk';

import { buttonName } from '../domains/sys';

/** A button: its permission string (a spec permission), or the string with its own title. */
export type ButtonSeed = Permission | { permission: Permission; title: string };

/** A catalog or page of the seed tree. */
export interface MenuSeed {
  /** Route name; also the entry's seed key (unique). */
  name: string;
  title: string;
  /** Route (`/work/...`) or the catalog's path prefix. */
  path: string;
  icon?: string;
  /** Shown in the sidebar (default false: the page is not built yet). */
  visible?: boolean;
  /** Position among its siblings (default: order in the list, from 1). */
  sort?: number;
  /** Seed revision (default 1): raise it to rewrite this entry's seeded fields in existing databases. */
  rev?: number;
  buttons?: readonly ButtonSeed[];
  children?: readonly MenuSeed[];
}

/** Button titles by action (the last part of the permission string). */
export const ACTION_TITLES: Readonly<Record<string, string>> = {
  list: '查询',
  detail: '详情',
  view: '查看',
  save: '保存',
  add: '新增',
  modify: '修改',
  edit: '编辑',
  create: '新建',
  delete: '删除',
  export: '导出',
  import: '导入',
  examine: '审核',
  review: '审核',
  audit: '审核',
  publish: '发布',
  offPublish: '下线',
  close: '结束',
  takeup: '上架',
  putaway: '上架',
  takedown: '下架',
  commit: '提交审核',
  submit: '提交审核',
  grant: '授权',
  changeEnabled: '启用/停用',
  resetPwd: '重置密码',
  match: '匹配',
  send: '推送结果',
  sync: '同步',
  setTop: '置顶',
  isShow: '显示开关',
  move: '排序',
  preview: '预览',
  result: '答复',
  statistic: '统计',
  statistics: '统计',
  archive: '归档',
  back: '退回',
  deal: '办理',
  dispatch: '受理分派',
  transfer: '转办',
  update: '登记修改',
  accept: '接入',
  signIn: '签到',
  batch: '批量发送',
  handle: '处理',
};

type Trim<S extends string> = S extends ` ${infer T}` ? Trim<T> : S extends `${infer T} ` ? Trim<T> : S;
/** `'list, save'` → `'list' | 'save'`. */
type Actions<A extends string> = A extends `${infer H},${infer T}` ? Trim<H> | Actions<T> : Trim<A>;
/** The strings `perms(R, A)` would yield that the spec does not declare (never when all are known). */
type UnknownPerms<R extends string, A extends string> = Exclude<`${R}:${Actions<A>}`, Permission>;

/**
 * `a:b:{x,y}` → `['a:b:x', 'a:b:y']` (keeps the tree below short). Checked at compile time: an
 * action that makes no spec permission fails with "not a spec permission: a:b:z".
 */
function perms<const R extends string, const A extends string>(
  resource: R,
  actions: [UnknownPerms<R, A>] extends [never] ? A : `not a spec permission: ${UnknownPerms<R, A>}`,
): Permission[] {
  return actions.split(',').map((a) => `${resource}:${a.trim()}` as Permission);
}

const OWN_LISTING = 'list,save,delete,submit,takedown';
const STAFF_LISTING = 'list,save,delete,submit,review,takedown';
const OWN_TECH = 'list,save,delete,commit';
const STAFF_TECH = 'list,save,delete,commit,review,putaway,takedown';

/** The whole tree, top level first. */
export const MENU_TREE: readonly MenuSeed[] = [
  { name: 'ecall', title: '呼叫中心', path: '/ecall', icon: 'phone', visible: true, sort: 0 },
  { name: 'workHome', title: '工作台首页', path: '/work/home', icon: 'home', visible: true, sort: 1 },
  {
    name: 'policyConsult',
    title: '政策咨询',
    path: '/work/policy/consult',
    icon: 'message',
    visible: true,
    sort: 2,
    buttons: ['pol:consult:view', 'pol:consult:result'],
  },
  { name: 'myConsult', title: '我的咨询', path: '/work/my/consult', icon: 'message', visible: true, sort: 3 },
  {
    name: 'myService',
    title: '我的服务',
    path: '/work/my',
    icon: 'user',
    visible: true,
    rev: 2,
    sort: 5,
    children: [
      { name: 'myDeclare', title: '我的申报', path: '/work/my/declare', visible: true },
      { name: 'myCollect', title: '我的收藏', path: '/work/my/collect', visible: true },
      { name: 'myAllowance', title: '我的补助', path: '/work/my/allowance', visible: true },
      { name: 'myArchive', title: '企业档案', path: '/work/my/archive', visible: true, rev: 2, buttons: perms('ent:archive', 'view,edit') },
      {
        name: 'myLandDemand',
        title: '我的用地需求',
        path: '/work/my/landDemand',
        visible: true,
        rev: 2,
        buttons: [...perms('land:demand', OWN_LISTING), { permission: 'land:reviewLog:list', title: '审核记录' }],
      },
      {
        name: 'myWorkshop',
        title: '我的厂房房源',
        path: '/work/my/workshop',
        visible: true,
        rev: 2,
        buttons: [...perms('workshop:info', OWN_LISTING), { permission: 'workshop:reviewLog:list', title: '审核记录' }],
      },
      { name: 'myWorkshopDemand', title: '我的厂房需求', path: '/work/my/workshopDemand', visible: true, rev: 2, buttons: perms('workshop:demand', OWN_LISTING) },
      { name: 'myTechAchievement', title: '我的科技成果', path: '/work/my/techAchievement', visible: true, rev: 2, buttons: perms('tech:achievement', OWN_TECH) },
      { name: 'myTechRequirement', title: '我的技术需求', path: '/work/my/techRequirement', visible: true, rev: 2, buttons: perms('tech:requirement', OWN_TECH) },
      { name: 'myTechExpert', title: '我的专家信息', path: '/work/my/techExpert', visible: true, rev: 2, buttons: perms('tech:expert', OWN_TECH) },
      { name: 'myTechInstitute', title: '我的研究院所', path: '/work/my/techInstitute', visible: true, rev: 2, buttons: perms('tech:institute', OWN_TECH) },
      { name: 'myCompany', title: '我的企业', path: '/work/my/company', visible: true },
      { name: 'myQues', title: '我的问卷', path: '/work/my/ques', visible: true },
      { name: 'myReport', title: '我的填报', path: '/work/my/report', visible: true },
    ],
  },
  {
    name: 'policyManage',
    title: '政策管理',
    path: '/work/policy',
    icon: 'file',
    visible: true,
    rev: 2,
    sort: 10,
    children: [
      { name: 'policyInfo', title: '政策发布', path: '/work/policy/info', visible: true, rev: 2, buttons: perms('policy:info', 'list,detail,save,delete,takeup,takedown,export,sync') },
      { name: 'policyDoc', title: '政策文件', path: '/work/policy/doc', visible: true, rev: 2, buttons: perms('policy:doc', 'list,edit,delete') },
      { name: 'polInfo', title: '政策信息库', path: '/work/policy/polInfo', visible: true, rev: 2, buttons: perms('pol:info', 'list,view,save,delete,examine,match') },
      { name: 'polDicValue', title: '政策字典', path: '/work/policy/dicValue', visible: true, rev: 2, buttons: perms('pol:dicValue', 'list,edit') },
      { name: 'policyCarousel', title: '轮播图管理', path: '/work/policy/carousel', visible: true, rev: 2, buttons: perms('policy:carousel', 'list,save,delete,takeup,takedown') },
      { name: 'policyLabel', title: '政策标签', path: '/work/policy/label', visible: true, rev: 2, buttons: perms('policy:label', 'list,save,delete') },
      { name: 'policyMatchForm', title: '匹配表单', path: '/work/policy/matchForm', visible: true, rev: 2, buttons: perms('policy:matchForm', 'list,save,delete') },
      { name: 'policyCalculator', title: '政策计算器', path: '/work/policy/calculator', visible: true, rev: 2, buttons: perms('policy:calculator', 'list,save,delete,audit,match,send,export') },
      { name: 'policyApplyProject', title: '申报项目', path: '/work/policy/applyProject', visible: true, rev: 2, buttons: perms('policy:applyProject', 'list,save,delete') },
      { name: 'policyApply', title: '项目申报审核', path: '/work/policy/apply', visible: true, rev: 2, buttons: perms('policy:apply', 'list,examine,export') },
      { name: 'policyAllowance', title: '补助发放', path: '/work/policy/allowance', visible: true, rev: 2, buttons: [...perms('portal:allowance', 'list,save,delete,export'), { permission: 'portal:allowance:grant', title: '发放/取消' }] },
      { name: 'polBusinessLog', title: '政策业务日志', path: '/work/policy/businessLog', visible: true, rev: 2, buttons: perms('pol:businessLog', 'list,statistic,export') },
      { name: 'polNumber', title: '政策数据总览', path: '/work/policy/number', visible: true, rev: 2, buttons: ['pol:number:view'] },
      { name: 'policyVisual', title: '政策看板', path: '/work/policy/visual', visible: true, rev: 2, buttons: ['policy:visual:view'] },
    ],
  },
  {
    name: 'entManage',
    title: '企业管理',
    path: '/work/ent',
    icon: 'building',
    visible: true,
    rev: 2,
    sort: 11,
    children: [
      { name: 'entCompany', title: '企业库', path: '/work/ent/company', visible: true, rev: 2, buttons: perms('ent:company', 'list,view,save,delete,import,export') },
      { name: 'entArchive', title: '企业档案', path: '/work/ent/archive', visible: true, rev: 2, buttons: perms('ent:archive', 'view,create,edit') },
      { name: 'entExpansion', title: '档案扩展表', path: '/work/ent/expansion', visible: true, rev: 2, buttons: perms('ent:expansion', 'view,save,import,export') },
      { name: 'entPersonalCompany', title: '企业绑定审核', path: '/work/ent/personalCompany', visible: true, rev: 2, buttons: perms('ent:personalCompany', 'list,review') },
      {
        name: 'entTag',
        title: '企业标签',
        path: '/work/ent/tag',
        visible: true,
        rev: 2,
        buttons: [
          ...perms('tag:info', 'list,save,delete'),
          { permission: 'tag:category:save', title: '保存分类' },
          { permission: 'tag:category:delete', title: '删除分类' },
          { permission: 'tag:company:list', title: '企业标签查询' },
          { permission: 'tag:company:save', title: '设置企业标签' },
        ],
      },
    ],
  },
  {
    name: 'cmsManage',
    title: '新闻管理',
    path: '/work/cms',
    icon: 'news',
    visible: true,
    rev: 2,
    sort: 12,
    children: [
      { name: 'cmsNews', title: '新闻内容', path: '/work/cms/news', visible: true, rev: 2, buttons: perms('cms:news', 'list,add,modify,delete,publish,offPublish,setTop,isShow,move,preview') },
      { name: 'cmsColumn', title: '栏目管理', path: '/work/cms/column', visible: true, rev: 2, buttons: perms('cms:column', 'list,add,modify,delete,isShow,move') },
    ],
  },
  {
    name: 'decManage',
    title: '申报管理',
    path: '/work/dec',
    icon: 'clipboard',
    sort: 13,
    visible: true,
    rev: 2,
    children: [
      { name: 'decDeclare', title: '申报审核', path: '/work/dec/declare', visible: true, rev: 2, buttons: perms('dec:declare', 'list,examine,export') },
    ],
  },
  {
    name: 'landManage',
    title: '土地厂房',
    path: '/work/land',
    icon: 'map',
    visible: true,
    rev: 2,
    sort: 14,
    children: [
      { name: 'landInfo', title: '土地供应', path: '/work/land/info', visible: true, rev: 2, buttons: perms('land:info', STAFF_LISTING) },
      { name: 'landDemand', title: '用地需求', path: '/work/land/demand', visible: true, rev: 2, buttons: perms('land:demand', STAFF_LISTING) },
      { name: 'landReviewLog', title: '土地审核记录', path: '/work/land/reviewLog', visible: true, rev: 2, buttons: ['land:reviewLog:list'] },
      { name: 'workshopInfo', title: '厂房房源', path: '/work/workshop/info', visible: true, rev: 2, buttons: perms('workshop:info', STAFF_LISTING) },
      { name: 'workshopDemand', title: '厂房需求', path: '/work/workshop/demand', visible: true, rev: 2, buttons: perms('workshop:demand', STAFF_LISTING) },
      { name: 'workshopReviewLog', title: '厂房审核记录', path: '/work/workshop/reviewLog', visible: true, rev: 2, buttons: ['workshop:reviewLog:list'] },
    ],
  },
  {
    name: 'techManage',
    title: '科技服务',
    path: '/work/tech',
    icon: 'bulb',
    visible: true,
    rev: 2,
    sort: 15,
    children: [
      { name: 'techAchievement', title: '科技成果', path: '/work/tech/achievement', visible: true, rev: 2, buttons: perms('tech:achievement', STAFF_TECH) },
      { name: 'techRequirement', title: '技术需求', path: '/work/tech/requirement', visible: true, rev: 2, buttons: perms('tech:requirement', STAFF_TECH) },
      { name: 'techExpert', title: '专家库', path: '/work/tech/expert', visible: true, rev: 2, buttons: perms('tech:expert', STAFF_TECH) },
      { name: 'techInstitute', title: '研究院所', path: '/work/tech/institute', visible: true, rev: 2, buttons: perms('tech:institute', STAFF_TECH) },
      { name: 'techDomain', title: '技术领域', path: '/work/tech/domain', visible: true, rev: 2, buttons: perms('tech:domain', 'save,delete') },
      { name: 'techTalk', title: '洽谈管理', path: '/work/tech/talk', visible: true, rev: 2, buttons: ['tech:talk:list'] },
      { name: 'techVisual', title: '科技服务总览', path: '/work/tech/visual', visible: true, rev: 2, buttons: ['tech:visual:view'] },
    ],
  },
  {
    name: 'appealManage',
    title: '诉求管理',
    path: '/work/appeal',
    icon: 'help',
    sort: 16,
    visible: true,
    rev: 2,
    children: [
      {
        name: 'appealInfo',
        title: '诉求办理',
        path: '/work/appeal/info',
        visible: true,
        rev: 2,
        buttons: perms('appeal:info', 'list,detail,update,dispatch,deal,transfer,back,examine,archive,delete,export,sync'),
      },
      { name: 'appealStatistics', title: '诉求统计', path: '/work/appeal/statistics', visible: true, rev: 2, buttons: ['appeal:statistics:view'] },
      { name: 'appealType', title: '诉求分类', path: '/work/appeal/type', visible: true, rev: 2, buttons: perms('appeal:type', 'list,save,delete') },
      { name: 'appealSource', title: '诉求来源', path: '/work/appeal/source', visible: true, rev: 2, buttons: perms('appeal:source', 'list,save,delete') },
      { name: 'appealDealOffice', title: '承办部门', path: '/work/appeal/dealOffice', visible: true, rev: 2, buttons: perms('appeal:dealOffice', 'list,save,delete') },
      { name: 'appealDealDuration', title: '办理时限', path: '/work/appeal/dealDuration', visible: true, rev: 2, buttons: perms('appeal:dealDuration', 'list,save,delete') },
    ],
  },
  {
    name: 'csManage',
    title: '智能客服',
    path: '/work/cs',
    icon: 'headset',
    visible: true,
    rev: 2,
    sort: 17,
    // 对话记录 lists the conversations (cs:manpower:list) and 人工客服 reads a conversation's history (cs:chat:list)
    children: [
      { name: 'csKnowledge', title: '知识库', path: '/work/cs/knowledge', visible: true, rev: 2, buttons: perms('cs:knowledge', 'list,save,delete,import') },
      { name: 'csSmartAq', title: '智能问答记录', path: '/work/cs/smartAq', visible: true, rev: 2, buttons: ['cs:smartAq:list'] },
      {
        name: 'csChat',
        title: '对话记录',
        path: '/work/cs/chat',
        visible: true,
        rev: 2,
        buttons: ['cs:chat:list', { permission: 'cs:manpower:list', title: '会话列表' }],
      },
      {
        name: 'csManpower',
        title: '人工客服',
        path: '/work/cs/manpower',
        visible: true,
        rev: 2,
        buttons: [...perms('cs:manpower', 'list,accept,close'), { permission: 'cs:chat:list', title: '查看对话' }],
      },
    ],
  },
  {
    name: 'quesManage',
    title: '问卷填报',
    path: '/work/ques',
    icon: 'forms',
    visible: true,
    rev: 2,
    sort: 18,
    children: [
      { name: 'quesInfo', title: '问卷管理', path: '/work/ques/info', visible: true, rev: 2, buttons: perms('ques:info', 'list,save,delete,publish,close') },
      { name: 'quesAnswer', title: '答卷统计', path: '/work/ques/answer', visible: true, rev: 2, buttons: perms('ques:answer', 'list,export') },
      { name: 'reportTask', title: '填报任务', path: '/work/report/task', visible: true, rev: 2, buttons: perms('report:task', 'list,save,delete,publish,close') },
      {
        name: 'reportData',
        title: '填报情况',
        path: '/work/report/data',
        visible: true,
        rev: 2,
        buttons: [...perms('report:data', 'list,export'), { permission: 'report:data:remind', title: '短信催报' }],
      },
    ],
  },
  {
    name: 'smsManage',
    title: '短信管理',
    path: '/work/sms',
    icon: 'mail',
    visible: true,
    rev: 2,
    sort: 19,
    children: [
      { name: 'smsTemplate', title: '短信模板', path: '/work/sms/template', visible: true, rev: 2, buttons: perms('sms:template', 'list,save,delete') },
      { name: 'smsSend', title: '短信发送', path: '/work/sms/send', visible: true, rev: 2, buttons: ['sms:send:batch'] },
      { name: 'smsRecord', title: '发送记录', path: '/work/sms/record', visible: true, rev: 2, buttons: perms('sms:record', 'list,export') },
      { name: 'smsOutbox', title: '短信发件箱', path: '/work/sms/outbox', visible: true, rev: 2, buttons: ['sms:outbox:view'] },
    ],
  },
  {
    name: 'trainManage',
    title: '培训管理',
    path: '/work/train',
    icon: 'school',
    visible: true,
    rev: 2,
    sort: 20,
    children: [
      { name: 'trainPlan', title: '培训计划', path: '/work/train/plan', visible: true, rev: 2, buttons: perms('train:plan', 'list,save,delete,examine,export') },
      { name: 'trainActivity', title: '培训活动', path: '/work/train/activity', visible: true, rev: 2, buttons: perms('train:activity', 'list,save,delete,examine,export') },
      { name: 'trainInfo', title: '报名管理', path: '/work/train/info', visible: true, rev: 2, buttons: perms('train:info', 'list,signIn,export') },
      { name: 'trainNum', title: '培训统计', path: '/work/train/num', visible: true, rev: 2, buttons: ['train:num:view'] },
    ],
  },
  {
    name: 'callManage',
    title: '话务管理',
    path: '/work/call',
    icon: 'phone',
    sort: 21,
    children: [{ name: 'callData', title: '话务记录', path: '/work/call/data', buttons: perms('call:data', 'list,save,delete,statistics,export') }],
  },
  { name: 'myScreen', title: '数据大屏', path: '/work/screen', icon: 'chart', sort: 22, buttons: [{ permission: 'portal:screen:view', title: '查看大屏' }] },
  {
    name: 'sysManage',
    title: '系统管理',
    path: '/work/sys',
    icon: 'settings',
    visible: true,
    sort: 90,
    children: [
      { name: 'sysUser', title: '用户管理', path: '/work/sys/user', visible: true, buttons: perms('sys:user', 'list,detail,save,delete,changeEnabled,resetPwd') },
      { name: 'sysRole', title: '角色管理', path: '/work/sys/role', visible: true, buttons: perms('sys:role', 'list,detail,save,delete,grant') },
      { name: 'sysMenu', title: '菜单管理', path: '/work/sys/menu', visible: true, buttons: perms('sys:menu', 'list,detail,save,delete') },
      { name: 'sysDataRule', title: '数据规则', path: '/work/sys/dataRule', visible: true, buttons: perms('sys:dataRule', 'list,save,delete') },
      { name: 'sysDict', title: '字典管理', path: '/work/sys/dict', visible: true, buttons: perms('sys:dict', 'list,save,delete') },
      { name: 'sysOffice', title: '机构管理', path: '/work/sys/office', visible: true, buttons: perms('sys:office', 'list,save,delete') },
      { name: 'sysPlatform', title: '平台管理', path: '/work/sys/platform', visible: true, buttons: perms('sys:platform', 'list,save,delete') },
      { name: 'sysLive', title: '直播管理', path: '/work/sys/live', visible: true, buttons: perms('sys:live', 'list,save,delete,publish') },
      { name: 'sysHomeConfig', title: '首页配置', path: '/work/sys/homeConfig', visible: true, buttons: perms('sys:homeConfig', 'list,save,delete') },
      { name: 'sysBasicDataConfig', title: '基础数据配置', path: '/work/sys/basicDataConfig', visible: true, buttons: perms('sys:basicDataConfig', 'list,save,delete') },
      { name: 'sysLog', title: '操作日志', path: '/work/sys/log', visible: true, buttons: ['sys:log:list'] },
      { name: 'sysFeedback', title: '意见反馈', path: '/work/sys/feedback', visible: true, rev: 2, buttons: perms('sys:feedback', 'list,handle,delete') },
      { name: 'sysAboutUs', title: '关于我们', path: '/work/sys/aboutUs', visible: true, rev: 2, buttons: ['portal:aboutUs:save'] },
      { name: 'sysScreen', title: '大屏管理', path: '/work/sys/screen', buttons: perms('portal:screen', 'list,save,delete') },
    ],
  },
  {
    // Permissions of shared selectors every staff role needs (openapi/README.md: "The workbench
    // seed should grant sys:office:option and sys:user:select to every staff role"); a hidden
    // page, so granting them shows nothing in the sidebar.
    name: 'commonPermission',
    title: '通用权限',
    path: '/work/common',
    icon: 'key',
    sort: 99,
    buttons: [
      { permission: 'sys:user:select', title: '选择政府工作人员' },
      { permission: 'sys:office:option', title: '部门选项' },
    ],
  },
];

/**
 * Permission strings of the tree that no operation of the contract declares (UI-only checks).
 * Empty now: every seeded permission is an `x-permission` of some operation.
 */
export const UI_ONLY_PERMISSIONS: readonly string[] = [];

/** One entry of the flattened tree, parents before children. */
export interface FlatMenuSeed {
  /** Seed key: the route name for catalogs and pages, `<page name>:<permission>` for buttons. */
  key: string;
  parentKey: string | null;
  name: string;
  title: string;
  path: string;
  icon: string | null;
  sort: number;
  menuType: 'menu' | 'button';
  permission: string | null;
  visible: boolean;
  rev: number;
}

/** The tree as a list, parents first (buttons after their page). */
export function flattenMenuTree(tree: readonly MenuSeed[] = MENU_TREE): FlatMenuSeed[] {
  const out: FlatMenuSeed[] = [];
  const walk = (items: readonly MenuSeed[], parentKey: string | null) => {
    items.forEach((m, i) => {
      out.push({
        key: m.name,
        parentKey,
        name: m.name,
        title: m.title,
        path: m.path,
        icon: m.icon ?? null,
        sort: m.sort ?? i + 1,
        menuType: 'menu',
        permission: null,
        visible: m.visible ?? false,
        rev: m.rev ?? 1,
      });
      (m.buttons ?? []).forEach((b, j) => {
        const permission = typeof b === 'string' ? b : b.permission;
        const action = permission.split(':').at(-1) ?? '';
        out.push({
          key: `${m.name}:${permission}`,
          parentKey: m.name,
          name: buttonName(permission),
          title: typeof b === 'string' ? (ACTION_TITLES[action] ?? action) : b.title,
          path: '',
          icon: null,
          sort: j + 1,
          menuType: 'button',
          permission,
          visible: true,
          rev: m.rev ?? 1,
        });
      });
      walk(m.children ?? [], m.name);
    });
  };
  walk(tree, null);
  return out;
}
