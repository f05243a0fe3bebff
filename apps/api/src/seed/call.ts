/**
 * Demo call records of the call centre (issue 16; seeds 000 §2 `/ecall`, seeds 001 §2 "Bar chart"): a fortnight of
 * calls taken and made by the `callcenter` operator across the county's streets, answered, waiting for a call-back or
 * passed on as an appeal — the last one linked to the demo appeal the call centre registered from the 12345 hotline —
 * so the per-street chart and the record list show figures on a fresh demo database. Times are relative to the seeding
 * time.
 */
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { appealInfo, callData, type CallHandleStatusCode, type CallTypeCode, company } from '../db/schema';
import type { PortalSeedContext } from './portal-context';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One demo call. */
interface DemoCall {
  callType: CallTypeCode;
  phone: string;
  contactName: string;
  /** Index into the demo companies (`content/companies.ts`), or a name of an enterprise outside them. */
  company: number | string | null;
  streetCode: string | null;
  /** Days and hours before the seeding time; minutes of the call. */
  ago: { d: number; h: number };
  minutes: number;
  callContent: string;
  handleStatus: CallHandleStatusCode;
  handleResult: string | null;
  /** Title of the demo appeal the call became. */
  appealTitle?: string;
}

/** The demo calls (streets 武康 330521001, 舞阳 …002, 阜溪 …003, 下渚湖 …004, 乾元 …101, 新市 …102). */
export const DEMO_CALLS: readonly DemoCall[] = [
  { callType: '1', phone: '13857201001', contactName: '张伟', company: 0, streetCode: '330521001', ago: { d: 1, h: 2 }, minutes: 6, callContent: '咨询技术改造补助的申报条件和截止时间。', handleStatus: '1', handleResult: '已告知申报条件，截止时间为本月30日。' },
  { callType: '1', phone: '13957202002', contactName: '王芳', company: 1, streetCode: '330521002', ago: { d: 2, h: 5 }, minutes: 4, callContent: '询问高新技术企业认定的材料清单。', handleStatus: '1', handleResult: '已发送材料清单并告知线上申报入口。' },
  { callType: '2', phone: '13757203003', contactName: '李强', company: 2, streetCode: '330521003', ago: { d: 2, h: 1 }, minutes: 3, callContent: '回访企业上月反映的用电报装进度。', handleStatus: '1', handleResult: '企业表示已接电，满意。' },
  { callType: '1', phone: '0572-8061234', contactName: '陈静', company: null, streetCode: '330521001', ago: { d: 3, h: 3 }, minutes: 2, callContent: '个人咨询人才公寓申请条件。', handleStatus: '1', handleResult: '已告知人才公寓申请流程。' },
  { callType: '1', phone: '13867204004', contactName: '赵磊', company: '德清县乾元镇华盛竹木制品厂', streetCode: '330521101', ago: { d: 4, h: 2 }, minutes: 8, callContent: '反映厂区周边道路夜间照明不足，影响货车进出。', handleStatus: '3', handleResult: '已记录，约定明日回访确认具体路段。' },
  { callType: '2', phone: '13957202002', contactName: '王芳', company: 1, streetCode: '330521002', ago: { d: 5, h: 4 }, minutes: 5, callContent: '通知企业参加数字经济政策宣讲会。', handleStatus: '1', handleResult: '企业确认两人参会。' },
  { callType: '1', phone: '13567205005', contactName: '吴军', company: '德清县新市镇永兴纺织有限公司', streetCode: '330521102', ago: { d: 6, h: 6 }, minutes: 7, callContent: '咨询招用应届毕业生的社保补贴如何申领。', handleStatus: '1', handleResult: '已告知申领流程和所需材料。' },
  { callType: '1', phone: '13857201001', contactName: '张伟', company: 0, streetCode: '330521001', ago: { d: 8, h: 1 }, minutes: 5, callContent: '询问技改项目备案后多久可以申请补助。', handleStatus: '1', handleResult: '已说明备案与补助申请的时间要求。' },
  { callType: '2', phone: '13667206006', contactName: '郑浩', company: 3, streetCode: '330521004', ago: { d: 9, h: 3 }, minutes: 4, callContent: '回访企业对政策计算器使用的意见。', handleStatus: '1', handleResult: '企业建议增加政策到期提醒，已记录。' },
  { callType: '1', phone: '0572-8422888', contactName: '钱宇', company: null, streetCode: null, ago: { d: 11, h: 2 }, minutes: 1, callContent: '来电询问服务中心办公时间。', handleStatus: '1', handleResult: '已告知工作日 08:30-17:00。' },
  {
    callType: '1',
    phone: '13567208008',
    contactName: '周杰',
    company: 7,
    streetCode: '330521003',
    ago: { d: 4, h: 7 },
    minutes: 9,
    callContent: '钢琴文化展厅装修完成，想了解消防验收的申请流程和所需时间。',
    handleStatus: '2',
    handleResult: '已登记为诉求，转诉求办理受理。',
    appealTitle: '钢琴小镇展厅消防验收咨询',
  },
];

/** Writes the demo calls. @returns their count for the start-up summary. */
export async function seedCallDemo(db: Db, ctx: PortalSeedContext, nowMs: number = Date.now()): Promise<Record<string, number>> {
  const operatorId = ctx.userIds.get('callcenter') ?? null;
  const rows: (typeof callData.$inferInsert)[] = [];
  for (const c of DEMO_CALLS) {
    const start = new Date(nowMs - c.ago.d * DAY - c.ago.h * HOUR);
    const companyId = typeof c.company === 'number' ? (ctx.companyIds[c.company] ?? null) : null;
    let companyName: string | null = typeof c.company === 'string' ? c.company : null;
    if (companyId) {
      const [row] = await db.select({ name: company.companyName }).from(company).where(eq(company.id, companyId)).limit(1);
      companyName = row?.name ?? null;
    }
    let appealId: string | null = null;
    let streetCode = c.streetCode;
    if (c.appealTitle) {
      const [appeal] = await db
        .select({ id: appealInfo.id, companyName: appealInfo.companyName, streetCode: appealInfo.streetCode })
        .from(appealInfo)
        .where(eq(appealInfo.appealTitle, c.appealTitle))
        .limit(1);
      appealId = appeal?.id ?? null;
      companyName = appeal?.companyName ?? companyName;
      streetCode = appeal?.streetCode ?? streetCode;
    }
    rows.push({
      callType: c.callType,
      phone: c.phone,
      contactName: c.contactName,
      companyId,
      companyName,
      streetCode,
      callStartTime: start,
      callEndTime: new Date(start.getTime() + c.minutes * MINUTE + 20_000),
      callContent: c.callContent,
      handleStatus: appealId || c.handleStatus !== '2' ? c.handleStatus : '1',
      handleResult: c.handleResult,
      appealId,
      operatorId,
      operatorName: '孙晓燕',
      createdAt: new Date(start.getTime() + (c.minutes + 1) * MINUTE),
      updatedAt: new Date(start.getTime() + (c.minutes + 1) * MINUTE),
    });
  }
  await db.insert(callData).values(rows);
  return { calls: rows.length };
}
