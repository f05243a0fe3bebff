/**
 * Every workbench page, by its menu path below /work (seeds 000 §6). Loaded lazily with the
 * workbench: the `/work/$` route's loader and component look pages up here. A domain's pages are
 * listed in its own `<domain>.pages.ts`; add the domain's list here once.
 */
import { type QueryClient } from '@tanstack/react-query';

import { appealWorkPages } from './appeal.pages';
import { cmsWorkPages } from './cms.pages';
import { customerServiceWorkPages } from './customer-service.pages';
import { enterpriseArchiveWorkPages } from './enterprise-archive.pages';
import { landWorkPages } from './land.pages';
import { policyWorkPages } from './policy.pages';
import { questionnaireWorkPages } from './questionnaire.pages';
import { smsWorkPages } from './sms.pages';
import { sysWorkPages } from './sys.pages';
import { techWorkPages } from './tech.pages';
import { trainingWorkPages } from './training.pages';
import { type WorkPageEntry } from './work-pages';
import { workbenchWorkPages } from './workbench.pages';

/** All entries, in no particular order (paths are unique: checked by the registry test). */
export const WORK_PAGES: readonly WorkPageEntry[] = [
  ...workbenchWorkPages,
  ...policyWorkPages,
  ...cmsWorkPages,
  ...landWorkPages,
  ...techWorkPages,
  ...customerServiceWorkPages,
  ...appealWorkPages,
  ...sysWorkPages,
  ...trainingWorkPages,
  ...enterpriseArchiveWorkPages,
  ...questionnaireWorkPages,
  ...smsWorkPages,
];

const BY_PATH = new Map(WORK_PAGES.map((entry) => [entry.path, entry]));

/** The page of a path below /work (`'sys/user'`, slashes at the ends ignored), or undefined. */
export function findWorkPage(splat: string | undefined): WorkPageEntry | undefined {
  return BY_PATH.get((splat ?? '').replace(/^\/+|\/+$/g, ''));
}

/**
 * The `/work/$` route's loader: loads the page's module and, when the entry has one, its first
 * data (failures of the data are left to the page's error state). Unknown paths load nothing.
 * Resolves to the route's loader data: the entry (none for an unknown path) and its own title (for
 * pages the menu does not name).
 */
export async function preloadWorkPage(splat: string | undefined, queryClient: QueryClient): Promise<WorkPageLoaderData> {
  const entry = findWorkPage(splat);
  if (!entry) return {};
  await Promise.all([entry.preload(), entry.prefetch?.(queryClient).catch(() => undefined)]);
  return entry.title ? { entry, title: entry.title } : { entry };
}

/** The `/work/$` route's loader data. */
export interface WorkPageLoaderData {
  entry?: WorkPageEntry;
  /** The entry's own title, for pages the menu does not name (the layout and the document title read it). */
  title?: string;
}
