/**
 * Reading technology achievements (科技成果; seeds 000 §2 techService/resultList, resultdetals; 001 §7
 * /tech/achievement/*) as the contract's `TechAchievementItem` and `TechAchievement`.
 */
import type { components } from '@qifu/sdk';

import { techAchievement as t } from '../../../db/schema';
import { typeNameSql } from '../item/item.queries';
import { techKindRows, type TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechAchievementItem = components['schemas']['TechAchievementItem'];
/** The detail shape of the contract. */
export type TechAchievementDetail = components['schemas']['TechAchievement'];

/** The achievement rows of the shared item-kind code: its own list columns, then its own detail columns. */
export const achievementRows: TechKindRows<TechAchievementItem, TechAchievementDetail> = techKindRows(
  'achievement',
  t,
  t.achievementName,
  {
    achievementName: t.achievementName,
    typeName: typeNameSql(t.bigTypeCode, t.smallTypeCode),
    maturity: t.maturity,
    cooperationMode: t.cooperationMode,
    price: t.price,
    holderName: t.holderName,
    summary: t.summary,
    images: t.images,
  },
  {
    bigTypeCode: t.bigTypeCode,
    smallTypeCode: t.smallTypeCode,
    patentNo: t.patentNo,
    content: t.content,
    contactName: t.contactName,
    contactPhone: t.contactPhone,
  },
);
