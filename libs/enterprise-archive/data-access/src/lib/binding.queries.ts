/** Query keys and options of binding individuals to enterprises (企业绑定审核, 我的企业; issue 18). */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import type { BindingManageParams, MyBindingParams } from './binding.types';

/** Query keys of bindings: the staff list and the individual's own list. */
export const bindingKeys = {
  all: ['entPersonalCompany'] as const,
  manage: (params: object) => [...bindingKeys.all, 'manage', params] as const,
  mine: (params: object) => [...bindingKeys.all, 'mine', params] as const,
};

/** One page of every binding for staff (`listPersonalCompanyManage`), pending first then newest. */
export function bindingManageQuery(params: FormQuery<BindingManageParams>) {
  const query = compactQuery<BindingManageParams>(params);
  return queryOptions({
    queryKey: bindingKeys.manage(query),
    queryFn: ({ signal }) => unwrap(api.GET('/personal/company/manageList', { params: { query }, signal })),
  });
}

/** One page of the individual's own bindings (`listPersonalCompany`), newest first. */
export function myBindingQuery(params: FormQuery<MyBindingParams>) {
  const query = compactQuery<MyBindingParams>(params);
  return queryOptions({
    queryKey: bindingKeys.mine(query),
    queryFn: ({ signal }) => unwrap(api.GET('/personal/company/list', { params: { query }, signal })),
  });
}
