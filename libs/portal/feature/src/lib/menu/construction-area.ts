/**
 * The construction-company area cuts (seeds 000 §2 "When logged in and the area check is true, the
 * quick links are cut to policy, about us, appeal, quality, commercial law and home", §6 "For
 * enterprise users in certain construction-company areas, the menu is limited to home, policy,
 * appeal, quality and commercial law"). The area check is the session's `isPeopleBuild` (true only
 * for an enterprise in such an area). Part of the first load: kept small.
 */
import type { MainMenuKey } from './portal-links';

/** Footer quick links left when logged in and the area check is true; the first five are the menu's. */
export const CONSTRUCTION_AREA_QUICK_LINK_KEYS: readonly MainMenuKey[] = ['home', 'policy', 'appeal', 'quality', 'commercialLaw', 'aboutUs'];

/** Main-menu entries left for enterprises of a construction-company area. */
export const CONSTRUCTION_AREA_MENU_KEYS: readonly MainMenuKey[] = CONSTRUCTION_AREA_QUICK_LINK_KEYS.slice(0, 5);

const keep =
  (keys: readonly MainMenuKey[]) =>
  <T extends { key: MainMenuKey }>(entries: readonly T[]): T[] =>
    entries.filter((entry) => keys.includes(entry.key));

/** The main menu of a construction-company area enterprise: home, policy, appeal, quality, commercial law (in their order). */
export const limitMenuForConstructionArea = keep(CONSTRUCTION_AREA_MENU_KEYS);

/** The footer quick links when the area check is true: policy, about us, appeal, quality, commercial law, home (in their order). */
export const cutQuickLinksForConstructionArea = keep(CONSTRUCTION_AREA_QUICK_LINK_KEYS);
