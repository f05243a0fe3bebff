/**
 * Demo content of the public home and the custom forms (seeds 000 §2 home, /commonform, /preview):
 *
 * - the policy service carousel (`pol_carousel`): four slides on the shelf (1 已上架) — two open a
 *   policy's details, two an in-app page — plus a draft (0) and a taken-down slide (2) that the
 *   portal never shows. Their images are static files of the web app, `/banners/policy-N.svg`
 *   (`apps/web/public/banners/`): the seed cannot reach the upload store, and an address starting
 *   with `/` is served as it is (an uploaded image's `filePath` is read through /files/dowload).
 * - questionnaires, which are also the custom forms (`ques_*`): one published and open, one
 *   unpublished (to design, preview, save and publish) and one ended, created by the operator
 *   account yyf; dates relative to the day of seeding.
 */
import type { Db } from '../db/client';
import { type CarouselLinkType, type CarouselStatus, polCarousel, quesInfo, quesOption, quesQuestion, type QuesQuestionTypeCode, type QuesStatusCode } from '../db/schema';
import type { PortalSeedContext } from './portal-context';

const DAY_MS = 86_400_000;

interface DemoSlide {
  title: string;
  filePath: string;
  linkType: CarouselLinkType;
  /** Index into the demo policies (linkType 1). */
  policy?: number;
  linkUrl?: string;
  sort: number;
  status: CarouselStatus;
}

/** The policy service carousel (seeds 001 §7 "/policy/doc/* (public): carousel"). */
export const demoCarouselSlides: readonly DemoSlide[] = [
  { title: '2026年度工业企业技术改造项目申报启动', filePath: '/banners/policy-1.svg', linkType: '1', policy: 2, sort: 1, status: '1' },
  { title: '数字经济“一号工程”升级版政策解读', filePath: '/banners/policy-2.svg', linkType: '1', policy: 1, sort: 2, status: '1' },
  { title: '“专精特新”中小企业培育奖励', filePath: '/banners/policy-3.svg', linkType: '2', linkUrl: '/page/policymarket/index?keyword=专精特新', sort: 3, status: '1' },
  { title: '政策计算器上线：一键匹配可享政策', filePath: '/banners/policy-4.svg', linkType: '2', linkUrl: '/page/policyserver/calculator/list', sort: 4, status: '1' },
  { title: '2027年度政策汇编征求意见（草稿）', filePath: '/banners/policy-1.svg', linkType: '0', sort: 5, status: '0' },
  { title: '2025年度技改项目申报（已结束）', filePath: '/banners/policy-2.svg', linkType: '0', sort: 6, status: '2' },
];

interface DemoQuestion {
  title: string;
  type: QuesQuestionTypeCode;
  required: boolean;
  options?: readonly string[];
}

interface DemoQuestionnaire {
  title: string;
  desc: string;
  status: QuesStatusCode;
  /** Start and end in days from the day of seeding. */
  startDay: number;
  endDay: number;
  createdDaysAgo: number;
  questions: readonly DemoQuestion[];
}

/** Questionnaires / custom forms. */
export const demoQuestionnaires: readonly DemoQuestionnaire[] = [
  {
    title: '2026年度企业惠企政策满意度调查',
    desc: '为进一步优化营商环境，请贵企业如实填写，约需 3 分钟。',
    status: '1',
    startDay: -20,
    endDay: 40,
    createdDaysAgo: 25,
    questions: [
      { title: '贵企业今年是否享受过研发费用加计扣除政策？', type: '1', required: true, options: ['已享受', '未享受', '不了解该政策'] },
      { title: '贵企业主要通过哪些渠道了解惠企政策？', type: '2', required: true, options: ['政策超市', '部门走访', '微信公众号', '行业协会', '其他'] },
      { title: '请对政策兑现的办理效率打分（1-5分）', type: '4', required: true },
      { title: '您对惠企政策还有哪些意见和建议？', type: '3', required: false },
    ],
  },
  {
    title: '企业用工需求登记表',
    desc: '用于汇总 2027 年一季度企业用工需求，县人力社保局将据此组织专场招聘会。',
    status: '0',
    startDay: 3,
    endDay: 60,
    createdDaysAgo: 2,
    questions: [
      { title: '企业所属行业', type: '1', required: true, options: ['制造业', '建筑业', '批发和零售业', '信息技术服务业', '其他'] },
      { title: '急需的岗位类型（可多选）', type: '2', required: true, options: ['普工', '技术工人', '研发人员', '销售人员', '管理人员'] },
      { title: '计划招聘人数及岗位要求', type: '3', required: true },
      { title: '对县里组织招聘服务的满意度', type: '4', required: false },
    ],
  },
  {
    title: '2026年上半年企业经营情况调查',
    desc: '了解企业上半年生产经营情况及困难诉求。',
    status: '2',
    startDay: -150,
    endDay: -120,
    createdDaysAgo: 160,
    questions: [
      { title: '上半年营业收入同比变化', type: '1', required: true, options: ['增长10%以上', '增长0-10%', '基本持平', '下降'] },
      { title: '当前面临的主要困难（可多选）', type: '2', required: false, options: ['融资难', '用工难', '用地难', '订单不足', '原材料涨价'] },
      { title: '其他困难和诉求', type: '3', required: false },
    ],
  },
];

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedPortalDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const now = Date.now();
  await db.insert(polCarousel).values(
    demoCarouselSlides.map((s) => ({
      title: s.title,
      filePath: s.filePath,
      linkType: s.linkType,
      policyId: s.policy !== undefined ? (ctx.policyIds[s.policy] ?? null) : null,
      linkUrl: s.linkUrl ?? null,
      sort: s.sort,
      status: s.status,
    })),
  );

  const author = ctx.userIds.get('yyf') ?? null;
  let questions = 0;
  for (const q of demoQuestionnaires) {
    const created = new Date(now - q.createdDaysAgo * DAY_MS);
    const [info] = await db
      .insert(quesInfo)
      .values({
        quesTitle: q.title,
        quesDesc: q.desc,
        startTime: new Date(now + q.startDay * DAY_MS),
        endTime: new Date(now + q.endDay * DAY_MS),
        status: q.status,
        publishTime: q.status === '0' ? null : created,
        createdBy: author,
        updatedBy: author,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: quesInfo.id });
    if (!info) throw new Error('ques_info insert returned nothing');
    for (const [i, question] of q.questions.entries()) {
      const [row] = await db
        .insert(quesQuestion)
        .values({ quesId: info.id, questionTitle: question.title, questionType: question.type, required: question.required, sort: i + 1 })
        .returning({ id: quesQuestion.id });
      if (!row) throw new Error('ques_question insert returned nothing');
      questions += 1;
      if (question.options?.length) {
        await db.insert(quesOption).values(question.options.map((optionContent, j) => ({ questionId: row.id, optionContent, sort: j + 1 })));
      }
    }
  }
  return { carouselSlides: demoCarouselSlides.length, questionnaires: demoQuestionnaires.length, questions };
}
