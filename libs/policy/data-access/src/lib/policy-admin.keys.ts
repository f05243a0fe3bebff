/**
 * Query keys of policy administration (issue 15; CONVENTIONS "query-key factory per resource"):
 * 政策发布 (`policyAdminKeys.info`), 政策文件 (`.file`), 政策信息库 (`.polInfo`), the policy form's
 * dictionaries and the city-policy preview. The hooks and builders own these keys; callers never build them.
 */
export const policyAdminKeys = {
  all: ['policyAdmin'] as const,
  info: {
    all: ['policyAdmin', 'info'] as const,
    lists: () => [...policyAdminKeys.info.all, 'list'] as const,
    list: (params: object) => [...policyAdminKeys.info.lists(), params] as const,
    details: () => [...policyAdminKeys.info.all, 'detail'] as const,
    detail: (id: string) => [...policyAdminKeys.info.details(), id] as const,
    cityPreview: (params: object) => [...policyAdminKeys.info.all, 'city', params] as const,
  },
  file: {
    all: ['policyAdmin', 'file'] as const,
    lists: () => [...policyAdminKeys.file.all, 'list'] as const,
    list: (params: object) => [...policyAdminKeys.file.lists(), params] as const,
  },
  polInfo: {
    all: ['policyAdmin', 'polInfo'] as const,
    lists: () => [...policyAdminKeys.polInfo.all, 'list'] as const,
    list: (params: object) => [...policyAdminKeys.polInfo.lists(), params] as const,
    counts: (params: object) => [...policyAdminKeys.polInfo.all, 'counts', params] as const,
    details: () => [...policyAdminKeys.polInfo.all, 'detail'] as const,
    detail: (id: string) => [...policyAdminKeys.polInfo.details(), id] as const,
    views: (id: string, params: object) => [...policyAdminKeys.polInfo.all, 'views', id, params] as const,
  },
  dicts: () => ['policyAdmin', 'dicts'] as const,
};
