/** The writes of bindings (issue 18): ask, remove, review. Each invalidates the binding keys, then calls `onSuccess`. */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';

import { bindingKeys } from './binding.queries';
import type { PersonalCompanyBindForm, PersonalCompanyReviewForm } from './binding.types';
import type { ArchiveWriteOptions } from './tag.types';

/** A binding change makes every binding query stale. */
const BINDING_KEYS = [bindingKeys.all];


/** 申请绑定企业 (`bindPersonalCompany`): 提交成功，请等待审核; 企业名称与统一社会信用代码不匹配, 企业不存在, CONFLICT. */
export function useBindCompany(options: ArchiveWriteOptions<{ id: string }, PersonalCompanyBindForm> = {}) {
  return useResourceMutation((body: PersonalCompanyBindForm) => unwrapWithMsg(api.POST('/personal/company/bind', { body })), BINDING_KEYS, options);
}

/** 解除绑定 (`unbindPersonalCompany`): 解绑成功. */
export function useUnbindCompany(options: ArchiveWriteOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/personal/company/unbind', { body })), BINDING_KEYS, options);
}

/** 审核 a binding (`reviewPersonalCompany`): 审核成功; BUSINESS_RULE 请输入驳回意见 / 该申请已审核. */
export function useReviewBinding(options: ArchiveWriteOptions<null, PersonalCompanyReviewForm> = {}) {
  return useResourceMutation((body: PersonalCompanyReviewForm) => unwrapWithMsg(api.POST('/personal/company/review', { body })), BINDING_KEYS, options);
}
