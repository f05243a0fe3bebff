/**
 * Tables of technology service (seeds 000 §1 "Technology service: results, research institutes,
 * experts, technical needs", §2 techService; seeds 001 §3 "Domain tree node", "Type tree node", §4
 * "achievement, requirement, expert and institute: commit, review, putaway, take down", §7 /tech/*).
 *
 * - `tech_domain`: the domain trees (type '1' 技术领域, '2' 应用行业), hierarchical two-digit codes
 *   (`03`, `0301`) as ids, so "a domain and everything below it" is `domain_id LIKE '03%'`.
 * - `tech_type`: the achievement type tree (big types two digits, small types four digits).
 * - `tech_achievement`, `tech_institute`, `tech_expert`, `tech_requirement`: the four item kinds with
 *   the same life cycle columns (status of the contract's `TechStatus`, see
 *   `domains/tech/tech-status.ts`; review opinion and time, putaway time, views, owner).
 * - `tech_talk`, `tech_talk_message`: negotiations (对接洽谈) between a visitor and an item's owner.
 *
 * Prices and budgets are in 万元 (null = 面议). Rich text columns hold sanitized HTML. Files are
 * `{ fileName, filePath }` from POST /files/upload.
 */
import type { TechCooperationMode, TechDomainType, TechKind, TechStatus } from '@qifu/tech-rules';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { company } from './company';
import { sysUser } from './sys';


/** A stored file reference (TechAttachment). */
export interface TechFileRef {
  fileName: string;
  filePath: string;
}

/** Domain tree nodes; the id is the node's code (parent code + two digits). */
export const techDomain = pgTable(
  'tech_domain',
  {
    type: text('type').$type<TechDomainType>().notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] }), index('tech_domain_parent_idx').on(t.type, t.parentId, t.sort)],
);

/** The achievement type tree: big types (two-digit code, no parent) and their small types (four digits). */
export const techType = pgTable(
  'tech_type',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('tech_type_parent_idx').on(t.parentCode, t.sort)],
);

/**
 * The life-cycle columns every item kind has (TechStatus; review, putaway, views, owner). A
 * function so that each table gets its own column objects.
 */
function lifeCycleColumns() {
  return {
    status: text('status').$type<TechStatus>().notNull().default('0'),
    reviewOpinion: text('review_opinion'),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    putawayTime: timestamp('putaway_time', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** The owner (发布人): the account that created the item; owners see and change only their own. */
    createUserId: uuid('create_user_id')
      .notNull()
      .references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** 科技成果. */
export const techAchievement = pgTable(
  'tech_achievement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    achievementName: text('achievement_name').notNull(),
    /** Code of a type-1 (技术领域) domain node. */
    domainId: text('domain_id').notNull(),
    bigTypeCode: text('big_type_code').notNull().default('10'),
    smallTypeCode: text('small_type_code'),
    /** 成熟度 '1' 研发阶段, '2' 小试阶段, '3' 中试阶段, '4' 产业化阶段. */
    maturity: text('maturity').$type<'1' | '2' | '3' | '4'>().notNull(),
    cooperationMode: text('cooperation_mode').$type<TechCooperationMode>().notNull(),
    /** 转让价格, 万元; null = 面议. */
    price: doublePrecision('price'),
    holderName: text('holder_name').notNull(),
    patentNo: text('patent_no'),
    summary: text('summary'),
    content: text('content'),
    images: jsonb('images').$type<TechFileRef[]>().notNull().default([]),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ...lifeCycleColumns(),
  },
  (t) => [
    index('tech_achievement_public_idx').on(t.status, t.putawayTime.desc()),
    index('tech_achievement_domain_idx').on(t.domainId),
    index('tech_achievement_owner_idx').on(t.createUserId, t.createdAt.desc()),
  ],
);

/** 研究院所. */
export const techInstitute = pgTable(
  'tech_institute',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteName: text('institute_name').notNull(),
    /** 院所类型 '1' 高校, '2' 科研院所, '3' 新型研发机构, '4' 企业研究院. */
    instituteType: text('institute_type').$type<'1' | '2' | '3' | '4'>().notNull(),
    domainId: text('domain_id').notNull(),
    /** 乡镇街道 (9-digit region code). */
    streetCode: text('street_code'),
    address: text('address'),
    logo: jsonb('logo').$type<TechFileRef | null>(),
    summary: text('summary'),
    content: text('content'),
    website: text('website'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ...lifeCycleColumns(),
  },
  (t) => [
    index('tech_institute_public_idx').on(t.status, t.putawayTime.desc()),
    index('tech_institute_domain_idx').on(t.domainId),
    index('tech_institute_owner_idx').on(t.createUserId, t.createdAt.desc()),
  ],
);

/** 专家. */
export const techExpert = pgTable(
  'tech_expert',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertName: text('expert_name').notNull(),
    /** '1' 男, '2' 女. */
    gender: text('gender').$type<'1' | '2'>().notNull(),
    jobTitle: text('job_title'),
    organizationName: text('organization_name').notNull(),
    domainId: text('domain_id').notNull(),
    researchField: text('research_field'),
    avatar: jsonb('avatar').$type<TechFileRef | null>(),
    introduction: text('introduction'),
    contactPhone: text('contact_phone'),
    email: text('email'),
    ...lifeCycleColumns(),
  },
  (t) => [
    index('tech_expert_public_idx').on(t.status, t.putawayTime.desc()),
    index('tech_expert_domain_idx').on(t.domainId),
    index('tech_expert_owner_idx').on(t.createUserId, t.createdAt.desc()),
  ],
);

/** 技术需求 (of an enterprise). */
export const techRequirement = pgTable(
  'tech_requirement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requirementName: text('requirement_name').notNull(),
    domainId: text('domain_id').notNull(),
    companyName: text('company_name').notNull(),
    /** The enterprise when the owner is one (QY); null for items entered by staff for others. */
    companyId: uuid('company_id').references(() => company.id),
    /** 预算, 万元; null = 面议. */
    budget: doublePrecision('budget'),
    deadline: date('deadline'),
    cooperationMode: text('cooperation_mode').$type<TechCooperationMode>().notNull(),
    summary: text('summary'),
    content: text('content'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ...lifeCycleColumns(),
  },
  (t) => [
    index('tech_requirement_public_idx').on(t.status, t.putawayTime.desc()),
    index('tech_requirement_domain_idx').on(t.domainId),
    index('tech_requirement_owner_idx').on(t.createUserId, t.createdAt.desc()),
  ],
);

/** A negotiation (对接洽谈): one per (item, initiator), with the item's owner. */
export const techTalk = pgTable(
  'tech_talk',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bizType: text('biz_type').$type<TechKind>().notNull(),
    bizId: uuid('biz_id').notNull(),
    initiatorUid: uuid('initiator_uid')
      .notNull()
      .references(() => sysUser.id),
    ownerUid: uuid('owner_uid')
      .notNull()
      .references(() => sysUser.id),
    lastTime: timestamp('last_time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tech_talk_biz_initiator_uq').on(t.bizType, t.bizId, t.initiatorUid),
    index('tech_talk_initiator_idx').on(t.initiatorUid, t.lastTime.desc()),
    index('tech_talk_owner_idx').on(t.ownerUid, t.lastTime.desc()),
  ],
);

/** The messages of a negotiation (fields of the chat message of seeds 000 §3). */
export const techTalkMessage = pgTable(
  'tech_talk_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    talkId: uuid('talk_id')
      .notNull()
      .references(() => techTalk.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    sendUid: uuid('send_uid')
      .notNull()
      .references(() => sysUser.id),
    receiveUid: uuid('receive_uid')
      .notNull()
      .references(() => sysUser.id),
    /** When the receiver read it; null = unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Increasing order within the database, for polling with lastContentId. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tech_talk_message_talk_idx').on(t.talkId, t.seq), index('tech_talk_message_unread_idx').on(t.receiveUid, t.readAt)],
);
