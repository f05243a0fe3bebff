/**
 * Reading experts (专家库; seeds 000 §2 techService/expertlist, expertdetails; 001 §7 /tech/expert/*)
 * as the contract's `TechExpertItem` and `TechExpert`.
 */
import type { components } from '@qifu/sdk';

import { techExpert as t } from '../../../db/schema';
import { techKindRows, type TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechExpertItem = components['schemas']['TechExpertItem'];
/** The detail shape of the contract. */
export type TechExpertDetail = components['schemas']['TechExpert'];

/** The expert rows of the shared item-kind code: its own list columns, then its own detail columns. */
export const expertRows: TechKindRows<TechExpertItem, TechExpertDetail> = techKindRows(
  'expert',
  t,
  t.expertName,
  {
    expertName: t.expertName,
    gender: t.gender,
    jobTitle: t.jobTitle,
    organizationName: t.organizationName,
    researchField: t.researchField,
    avatar: t.avatar,
  },
  {
    introduction: t.introduction,
    contactPhone: t.contactPhone,
    email: t.email,
  },
);
