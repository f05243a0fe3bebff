/** Office rows of the office administration (`SysOfficeNode`, `SysOffice`). */
import { asc } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { type OfficeTypeCode, sysOffice } from '../../../db/schema';

/** An office as the contract's `SysOffice` describes it (without children and parent name). */
export interface SysOfficeItem {
  id: string;
  parentId: string | null;
  officeName: string;
  officeCode: string | null;
  officeType: OfficeTypeCode;
  leader: string | null;
  phone: string | null;
  sort: number;
  enableFlag: '0' | '1';
}

/** Every office, sorted by sort, name, id. */
export async function allOffices(db: Db): Promise<SysOfficeItem[]> {
  return db
    .select({
      id: sysOffice.id,
      parentId: sysOffice.parentId,
      officeName: sysOffice.officeName,
      officeCode: sysOffice.officeCode,
      officeType: sysOffice.officeType,
      leader: sysOffice.leader,
      phone: sysOffice.phone,
      sort: sysOffice.sort,
      enableFlag: sysOffice.enableFlag,
    })
    .from(sysOffice)
    .orderBy(asc(sysOffice.sort), asc(sysOffice.officeName), asc(sysOffice.id));
}
