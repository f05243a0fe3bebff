import { type MyAppealListParams } from './appeal.types';

/**
 * Query keys of enterprise appeals (CONVENTIONS.md "query-key factory per resource": all/lists/list/details/detail),
 * of the home block and of the form's option lists. Hooks own their keys.
 */
export const appealKeys = {
  all: ['appeal'] as const,
  lists: () => [...appealKeys.all, 'myList'] as const,
  list: (params: MyAppealListParams) => [...appealKeys.lists(), params] as const,
  details: () => [...appealKeys.all, 'myProgress'] as const,
  detail: (id: string) => [...appealKeys.details(), id] as const,
  home: (limit: number) => [...appealKeys.all, 'home', limit] as const,
};

/** Keys of the public option lists (rarely change). */
export const appealOptionKeys = {
  all: ['appealOptions'] as const,
  classes: () => [...appealOptionKeys.all, 'classes'] as const,
  serviceAreaTypes: () => [...appealOptionKeys.all, 'serviceAreaTypes'] as const,
  streets: (countyCode: string) => [...appealOptionKeys.all, 'streets', countyCode] as const,
  apps: () => [...appealOptionKeys.all, 'apps'] as const,
  company: (companyName: string) => [...appealOptionKeys.all, 'company', companyName] as const,
};
