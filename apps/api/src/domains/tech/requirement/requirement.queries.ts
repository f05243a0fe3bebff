/**
 * Reading technology requirements (技术需求; seeds 000 §2 techService/techneed, techneeddetails; 001 §7
 * /tech/requirement/*) as the contract's `TechRequirementItem` and `TechRequirement`.
 */
import type { components } from '@qifu/sdk';

import { techRequirement as t } from '../../../db/schema';
import { techKindRows, type TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechRequirementItem = components['schemas']['TechRequirementItem'];
/** The detail shape of the contract. */
export type TechRequirementDetail = components['schemas']['TechRequirement'];

/** The requirement rows of the shared item-kind code: its own list columns, then its own detail columns. */
export const requirementRows: TechKindRows<TechRequirementItem, TechRequirementDetail> = techKindRows(
  'requirement',
  t,
  t.requirementName,
  {
    requirementName: t.requirementName,
    companyName: t.companyName,
    budget: t.budget,
    deadline: t.deadline,
    cooperationMode: t.cooperationMode,
    summary: t.summary,
  },
  {
    content: t.content,
    contactName: t.contactName,
    contactPhone: t.contactPhone,
  },
);
