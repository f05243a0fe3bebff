/**
 * Demo data of the session flows (issue 6), written once inside the demo seed's transaction
 * (`seedDemo` in `apps/api/src/seed/index.ts` calls {@link seedSessionDemo} after the other
 * portal seeds):
 * - the construction-company areas (dictionary `constructionArea`: 康乾街道, 雷甸镇);
 * - a construction company in 康乾街道 (industry E) with its enterprise account `jzqy` (周建国,
 *   password Demo@2026): the area check is true for it, so its menu and footer are cut;
 * - the individual `gr`'s enterprise bindings: 德清县恒达新材料有限公司 (the `qy` account's company)
 *   and the construction company approved — the targets of 切换企业身份 — and a third one pending.
 */
import { eq, inArray } from 'drizzle-orm';

import { hashPassword } from '../core/auth';
import type { Db } from '../db/client';
import { company, entPersonalCompany, sysDictType, sysDictValue, sysRegion, sysRole, sysUser, sysUserRole } from '../db/schema';
import { makeCreditCode } from './content/credit-code';
import type { PortalSeedContext } from './portal-context';
import { CONSTRUCTION_AREA_DICT, CONSTRUCTION_INDUSTRY } from '../domains/session';

/** Street/town codes of the demo construction-company areas (康乾街道, 雷甸镇). */
export const DEMO_CONSTRUCTION_AREAS = ['330521005', '330521110'] as const;

/** The demo construction company's enterprise account. */
export const DEMO_CONSTRUCTION_ACCOUNT = { userName: 'jzqy', name: '周建国', phone: '13857208008' } as const;

/** The demo construction company (industry E, in the first demo area). */
export const DEMO_CONSTRUCTION_COMPANY = {
  companyName: '德清县恒远建设工程有限公司',
  creditCode: makeCreditCode('91', '330521', 'MA2D8J4K'),
  legalPerson: '周建国',
  legalPersonPhone: '13857201009',
  streetId: DEMO_CONSTRUCTION_AREAS[0],
  address: '康乾街道康庄路 66 号',
  industry: CONSTRUCTION_INDUSTRY,
  scale: '3',
} as const;

/** Writes the demo rows. @returns counts for the start-up summary. */
export async function seedSessionDemo(db: Db, ctx: PortalSeedContext, password = 'Demo@2026'): Promise<Record<string, number>> {
  const streets = await db
    .select({ code: sysRegion.code, name: sysRegion.name })
    .from(sysRegion)
    .where(inArray(sysRegion.code, [...DEMO_CONSTRUCTION_AREAS]));
  const nameOf = new Map(streets.map((s) => [s.code, s.name]));
  await db.insert(sysDictType).values({ code: CONSTRUCTION_AREA_DICT, name: '建筑企业区域', remark: '字典值为街道（乡镇）编码' }).onConflictDoNothing();
  await db
    .insert(sysDictValue)
    .values(DEMO_CONSTRUCTION_AREAS.map((code, i) => ({ dictTypeCode: CONSTRUCTION_AREA_DICT, label: nameOf.get(code) ?? code, value: code, sort: i + 1 })))
    .onConflictDoNothing();

  const [builder] = await db.insert(company).values({ ...DEMO_CONSTRUCTION_COMPANY }).returning({ id: company.id });
  if (!builder) throw new Error('construction company not inserted');
  const [account] = await db
    .insert(sysUser)
    .values({
      userName: DEMO_CONSTRUCTION_ACCOUNT.userName,
      passwordHash: await hashPassword(password),
      name: DEMO_CONSTRUCTION_ACCOUNT.name,
      userType: 'QY',
      phone: DEMO_CONSTRUCTION_ACCOUNT.phone,
      companyId: builder.id,
      pwdUpdateTime: new Date(Date.now() - 10 * 86_400_000),
    })
    .returning({ id: sysUser.id });
  const [qyRole] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'QY')).limit(1);
  if (!account || !qyRole) throw new Error('construction account not inserted');
  await db.insert(sysUserRole).values({ userId: account.id, roleId: qyRole.id });

  const gr = ctx.userIds.get('gr');
  const [hengda, second] = ctx.companyIds;
  const bindings = gr
    ? [
        ...(hengda ? [{ companyId: hengda, bindStatus: '1' as const, relation: '经办人', daysAgo: 40 }] : []),
        { companyId: builder.id, bindStatus: '1' as const, relation: '法定代表人', daysAgo: 20 },
        ...(second ? [{ companyId: second, bindStatus: '0' as const, relation: '经办人', daysAgo: 2 }] : []),
      ]
    : [];
  const now = Date.now();
  if (gr && bindings.length > 0) {
    await db.insert(entPersonalCompany).values(
      bindings.map((b) => ({
        userId: gr,
        companyId: b.companyId,
        bindStatus: b.bindStatus,
        relation: b.relation,
        createdAt: new Date(now - b.daysAgo * 86_400_000),
        reviewedAt: b.bindStatus === '1' ? new Date(now - (b.daysAgo - 1) * 86_400_000) : null,
      })),
    );
  }
  return { constructionAreas: DEMO_CONSTRUCTION_AREAS.length, companies: 1, users: 1, bindings: bindings.length };
}
