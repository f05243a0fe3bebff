/**
 * The 关于我们 content (seeds 000 §2 /page/aboutus, catalogue /aboutUs/*): one header row with the
 * contact block plus ordered sections. `content` of the contract is the sections joined, a titled
 * section starting with its `<h2>` (for clients that render one HTML block).
 */
import { asc, eq } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import { escapeHtml } from '../../../core/html';
import type { Db } from '../../../db/client';
import { cmsAboutSection, cmsAboutUs } from '../../../db/schema';

export type AboutUs = components['schemas']['PortalAboutUs'];
export type AboutUsSection = components['schemas']['PortalAboutUsSection'];

/** The page title when nothing has been saved yet. */
export const DEFAULT_ABOUT_TITLE = '关于我们';

/** The sections as one HTML block: `<h2>title</h2>` (escaped) before each titled section's body. */
export function joinSections(sections: readonly AboutUsSection[]): string {
  return sections.map((s) => (s.title ? `<h2>${escapeHtml(s.title)}</h2>` : '') + s.content).join('');
}

/** Reads the about-us content; an empty page (default title, no sections) before the first save. */
export async function readAboutUs(db: Db): Promise<AboutUs> {
  const [[head], sections] = await Promise.all([
    db.select().from(cmsAboutUs).where(eq(cmsAboutUs.id, 1)),
    db
      .select({ title: cmsAboutSection.title, content: cmsAboutSection.content })
      .from(cmsAboutSection)
      .orderBy(asc(cmsAboutSection.sort), asc(cmsAboutSection.createdAt)),
  ]);
  return {
    title: head?.title ?? DEFAULT_ABOUT_TITLE,
    content: joinSections(sections),
    sections,
    address: head?.address ?? null,
    phone: head?.phone ?? null,
    mailbox: head?.mailbox ?? null,
    updateTime: head ? head.updatedAt.toISOString() : null,
  };
}

/** What {@link writeAboutUs} stores (section bodies already sanitized). */
export interface AboutUsWrite {
  title: string;
  sections: readonly AboutUsSection[];
  address: string | null;
  phone: string | null;
  mailbox: string | null;
  updatedBy: string | null;
}

/** Replaces the header row and all sections (call inside a transaction). */
export async function writeAboutUs(db: Db, value: AboutUsWrite): Promise<void> {
  const head = {
    title: value.title,
    address: value.address,
    phone: value.phone,
    mailbox: value.mailbox,
    updatedBy: value.updatedBy,
    updatedAt: new Date(),
  };
  await db.insert(cmsAboutUs).values({ id: 1, ...head }).onConflictDoUpdate({ target: cmsAboutUs.id, set: head });
  await db.delete(cmsAboutSection);
  if (value.sections.length > 0) {
    await db.insert(cmsAboutSection).values(value.sections.map((s, i) => ({ title: s.title, content: s.content, sort: i + 1 })));
  }
}
