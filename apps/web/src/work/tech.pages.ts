/**
 * The workbench pages of technology service (issue 12 Part B; seeds 001 §1, §4, §7 /tech/*): the
 * staff pages under /work/tech and the owners' 我的… pages, one entry per page, see ./work-pages.ts.
 * The item lists prefetch their first page with the same query options the page reads.
 */
import { type QueryClient } from '@tanstack/react-query';
import { PERM } from '@qifu/sdk';
import { techManageListQuery, type TechKind, type TechWorkScope } from '@qifu/tech-data-access';
import { loadTechWorkPages } from '@qifu/tech-feature/work';

import { workPages } from './work-pages';

/** The first page (10 rows, no filters) of a kind's list, as the page's table asks for it. */
const firstPage = (kind: TechKind, scope: TechWorkScope) => (queryClient: QueryClient) =>
  queryClient.ensureQueryData(techManageListQuery(kind, scope, { page: 1, pageSize: 10 }));

export const techWorkPages = workPages(loadTechWorkPages, [
  { path: 'tech/achievement', page: 'TechAchievementPage', permission: PERM.techAchievementList, prefetch: firstPage('achievement', 'staff') },
  { path: 'tech/requirement', page: 'TechRequirementPage', permission: PERM.techRequirementList, prefetch: firstPage('requirement', 'staff') },
  { path: 'tech/expert', page: 'TechExpertPage', permission: PERM.techExpertList, prefetch: firstPage('expert', 'staff') },
  { path: 'tech/institute', page: 'TechInstitutePage', permission: PERM.techInstituteList, prefetch: firstPage('institute', 'staff') },
  { path: 'tech/domain', page: 'TechDomainPage', permission: PERM.techDomainSave },
  { path: 'tech/talk', page: 'TechTalkPage', permission: PERM.techTalkList },
  { path: 'tech/visual', page: 'TechVisualPage', permission: PERM.techVisualView },
  { path: 'my/techAchievement', page: 'MyTechAchievementPage', permission: PERM.techAchievementList, prefetch: firstPage('achievement', 'mine') },
  { path: 'my/techRequirement', page: 'MyTechRequirementPage', permission: PERM.techRequirementList, prefetch: firstPage('requirement', 'mine') },
  { path: 'my/techExpert', page: 'MyTechExpertPage', permission: PERM.techExpertList, prefetch: firstPage('expert', 'mine') },
  { path: 'my/techInstitute', page: 'MyTechInstitutePage', permission: PERM.techInstituteList, prefetch: firstPage('institute', 'mine') },
]);
