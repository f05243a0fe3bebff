/** Demo content of technology service: results, institutes, experts, technical needs (seeds 000 §2 techService). */
import type { Db } from '../db/client';
import {
  techAchievement,
  techDomain,
  techExpert,
  techInstitute,
  techRequirement,
  techTalk,
  techTalkMessage,
  techType,
} from '../db/schema';
import {
  demoTechAchievements,
  demoTechDomains,
  demoTechExperts,
  demoTechInstitutes,
  demoTechRequirements,
  demoTechTalks,
  demoTechTypes,
  type DemoTechLife,
} from './content/tech';
import { demoCompanies } from './content/companies';
import { demoImageOf } from './demo-media';
import type { PortalSeedContext } from './portal-context';

/** A demo item without its life-cycle fields (the table's own columns). */
function own<T extends DemoTechLife>(item: T): Omit<T, keyof DemoTechLife> {
  const { status: _s, owner: _o, created: _c, putaway: _p, opinion: _op, viewCount: _v, ...rest } = item;
  return rest;
}

/** The life-cycle columns of a demo item (owner resolved to a user id). */
function life(item: DemoTechLife, userIds: ReadonlyMap<string, string>) {
  const owner = userIds.get(item.owner);
  if (!owner) throw new Error(`tech seed: no demo user ${item.owner}`);
  const created = new Date(item.created);
  const putaway = item.putaway ? new Date(item.putaway) : null;
  const reviewed = item.opinion ? new Date((putaway ?? created).getTime() - 3_600_000) : null;
  const { status, viewCount, opinion } = item;
  return {
    status,
    viewCount,
    reviewOpinion: opinion ?? null,
    reviewTime: reviewed,
    putawayTime: putaway,
    createUserId: owner,
    createdAt: created,
    updatedAt: putaway ?? created,
  };
}

/** Writes the demo content; runs once, inside the demo seed's transaction. @returns counts for the start-up summary. */
export async function seedTechDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const { userIds, companyIds } = ctx;

  const siblingsSort = new Map<string, number>();
  await db.insert(techDomain).values(
    demoTechDomains.map((d) => {
      const parentId = d.id.length > 2 ? d.id.slice(0, -2) : null;
      const key = `${d.type}:${parentId ?? ''}`;
      const sort = (siblingsSort.get(key) ?? 0) + 1;
      siblingsSort.set(key, sort);
      return { type: d.type, id: d.id, parentId, label: d.label, sort };
    }),
  );
  await db.insert(techType).values(
    demoTechTypes.flatMap((big, i) => [
      { code: big.code, parentCode: null, name: big.name, sort: i + 1 },
      ...big.children.map((small, j) => ({ code: small.code, parentCode: big.code, name: small.name, sort: j + 1 })),
    ]),
  );

  const achievements = await db
    .insert(techAchievement)
    .values(
      demoTechAchievements.map((a, i) => ({ ...own(a), images: [demoImageOf('tech', i)], ...life(a, userIds) })),
    )
    .returning({ id: techAchievement.id, owner: techAchievement.createUserId });
  const institutes = await db
    .insert(techInstitute)
    .values(
      demoTechInstitutes.map((a, i) => ({ ...own(a), logo: demoImageOf('logo', i), ...life(a, userIds) })),
    )
    .returning({ id: techInstitute.id, owner: techInstitute.createUserId });
  const experts = await db
    .insert(techExpert)
    .values(
      demoTechExperts.map((a) => ({ ...own(a), avatar: null, ...life(a, userIds) })),
    )
    .returning({ id: techExpert.id, owner: techExpert.createUserId });
  const requirements = await db
    .insert(techRequirement)
    .values(
      demoTechRequirements.map((a) => {
        const { company, ...rest } = own(a);
        return {
          ...rest,
          companyName: demoCompanies[company]?.companyName ?? '',
          companyId: companyIds[company] ?? null,
          ...life(a, userIds),
        };
      }),
    )
    .returning({ id: techRequirement.id, owner: techRequirement.createUserId });

  const items = { achievement: achievements, institute: institutes, expert: experts, requirement: requirements };
  let messages = 0;
  for (const [n, talk] of demoTechTalks.entries()) {
    const item = items[talk.kind][talk.index];
    const initiator = userIds.get(talk.initiator);
    if (!item || !initiator) throw new Error(`tech seed: talk ${n} refers to a missing item or user`);
    const start = new Date(Date.UTC(2026, 9, 10 + n * 3, 2));
    const [row] = await db
      .insert(techTalk)
      .values({
        bizType: talk.kind,
        bizId: item.id,
        initiatorUid: initiator,
        ownerUid: item.owner,
        createdAt: start,
        lastTime: new Date(start.getTime() + (talk.messages.length - 1) * 3_600_000),
      })
      .returning({ id: techTalk.id });
    if (!row) throw new Error('tech seed: talk not inserted');
    await db.insert(techTalkMessage).values(
      talk.messages.map((content, i) => {
        const fromInitiator = i % 2 === 0;
        return {
          talkId: row.id,
          content,
          sendUid: fromInitiator ? initiator : item.owner,
          receiveUid: fromInitiator ? item.owner : initiator,
          readAt: i < talk.messages.length - 1 ? new Date(start.getTime() + i * 3_600_000 + 600_000) : null,
          createdAt: new Date(start.getTime() + i * 3_600_000),
        };
      }),
    );
    messages += talk.messages.length;
  }

  return {
    domains: demoTechDomains.length,
    types: demoTechTypes.reduce((n, t) => n + 1 + t.children.length, 0),
    achievements: achievements.length,
    institutes: institutes.length,
    experts: experts.length,
    requirements: requirements.length,
    talks: demoTechTalks.length,
    talkMessages: messages,
  };
}
