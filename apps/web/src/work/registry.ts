/**
 * Every workbench page, by its menu path below /work (seeds 000 §6). Loaded lazily with the
 * workbench: the `/work/$` route's loader and component look pages up here. A domain's pages are
 * listed in its own `<domain>.pages.ts` next to this file, which is picked up by its name.
 */
import { type QueryClient } from '@tanstack/react-query';

import { type WorkPageEntry } from './work-pages';

/**
 * Every `<domain>.pages.ts` next to this file, found by name (no list to edit): each exports its
 * domain's entries (`export const smsWorkPages = workPages(...)`). Eager, so the lists are part of
 * this lazily loaded chunk exactly as static imports would be.
 */
const DOMAIN_PAGE_FILES = import.meta.glob<Record<string, readonly WorkPageEntry[]>>('./*.pages.ts', { eager: true });

/** All entries, in no particular order (paths are unique: checked by the registry test). */
export const WORK_PAGES: readonly WorkPageEntry[] = Object.values(DOMAIN_PAGE_FILES).flatMap((file) => Object.values(file).flat());

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
