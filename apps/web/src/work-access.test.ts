import { type MenuItem } from '@qifu/sdk';
import { describe, expect, it } from 'vitest';

import { isWorkPathAllowed } from './work-access';

const item = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: crypto.randomUUID(),
  parentId: null,
  name: path.replace(/\W/g, '') || 'catalog',
  path,
  title: path,
  sort: 1,
  children,
});

const MENU: MenuItem[] = [item('/work/home'), item('/work/sys', [item('/work/sys/user'), item('/work/sys/role/')]), item('https://example.gov.cn/x')];

describe('isWorkPathAllowed (seeds 000 §6: the route list is filtered by the menu)', () => {
  it('allows the workbench home and entry whatever the menu', () => {
    expect(isWorkPathAllowed([], '/work/home')).toBe(true);
    expect(isWorkPathAllowed([], '/work/')).toBe(true);
  });

  it('allows menu paths at any depth and the pages below them', () => {
    expect(isWorkPathAllowed(MENU, '/work/sys/user')).toBe(true);
    expect(isWorkPathAllowed(MENU, '/work/sys/user/')).toBe(true);
    expect(isWorkPathAllowed(MENU, '/work/sys/role/3/grant')).toBe(true);
  });

  it('refuses paths outside the menu, prefixes that are not a path segment and external entries', () => {
    expect(isWorkPathAllowed(MENU, '/work/sys/menu')).toBe(false);
    expect(isWorkPathAllowed(MENU, '/work/sys/userx')).toBe(false);
    expect(isWorkPathAllowed(MENU, '/work/sys/log')).toBe(false); // below the catalog /work/sys, not granted
    expect(isWorkPathAllowed([], '/work/policy/consult')).toBe(false);
  });
});
