import { describe, expect, it } from 'vitest';

import { loadTechWorkPages } from '../../work';

describe('loadTechWorkPages', () => {
  it('loads every workbench page of technology service', { timeout: 60_000 }, async () => {
    const pages = await loadTechWorkPages();
    const names = [
      'TechAchievementPage',
      'TechRequirementPage',
      'TechExpertPage',
      'TechInstitutePage',
      'MyTechAchievementPage',
      'MyTechRequirementPage',
      'MyTechExpertPage',
      'MyTechInstitutePage',
      'TechDomainPage',
      'TechTalkPage',
      'TechVisualPage',
    ] as const;
    for (const name of names) expect(typeof pages[name], name).toBe('function');
  });
});
