/** Enterprises (seeds 001 §3 "Enterprise"). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const company = pgTable(
  'company',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyName: text('company_name').notNull(),
    /** Unified social credit code, 18 characters. */
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person'),
    legalPersonPhone: text('legal_person_phone'),
    /** Street/town code of `sys_region` (level 3). */
    streetId: text('street_id'),
    address: text('address'),
    /** Value of the `industry` dictionary. */
    industry: text('industry'),
    /** Value of the `enterpriseScale` dictionary. */
    scale: text('scale'),
    /** Business type (getBusinessTypeList value) selecting the extension tables; issue 18. */
    businessType: text('business_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the basic data (issue 18). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('company_credit_code_uq').on(t.creditCode), index('company_name_idx').on(t.companyName)],
);
