/**
 * Reading research institutes (研究院所; seeds 000 §2 techService/institutesList, institutesdetails;
 * 001 §7 /tech/institute/*) as the contract's `TechInstituteItem` and `TechInstitute`.
 */
import type { components } from '@qifu/sdk';

import { techInstitute as t } from '../../../db/schema';
import { techKindRows, type TechKindRows } from '../item/tech-kind';

/** The list shape of the contract. */
export type TechInstituteItem = components['schemas']['TechInstituteItem'];
/** The detail shape of the contract. */
export type TechInstituteDetail = components['schemas']['TechInstitute'];

/** The institute rows of the shared item-kind code: its own list columns, then its own detail columns. */
export const instituteRows: TechKindRows<TechInstituteItem, TechInstituteDetail> = techKindRows(
  'institute',
  t,
  t.instituteName,
  {
    instituteName: t.instituteName,
    instituteType: t.instituteType,
    address: t.address,
    logo: t.logo,
    summary: t.summary,
  },
  {
    streetCode: t.streetCode,
    content: t.content,
    website: t.website,
    contactName: t.contactName,
    contactPhone: t.contactPhone,
  },
);
