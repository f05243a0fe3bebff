/**
 * @qifu/sys-data-access — system administration (/sys/…, seeds 001 §7): the query-key factory
 * (`sysKeys`), query-option builders and hooks, and mutations that invalidate the resource's lists
 * and details before calling the caller's `onSuccess`. Pages never call the API client directly.
 */
export { sysKeys, type SysResourceKeys } from './lib/sys.keys';
export * from './lib/sys.queries';
export * from './lib/sys.mutations';
export { type SysMutationResult } from './lib/sys-envelope';
export { encryptPassword, generatePassword } from './lib/sys-crypto';
export type * from './lib/sys.types';
export { sysFeedbackListQuery, sysFeedbackDetailQuery, useSysFeedbackDetail } from './lib/feedback.queries';
export { useHandleFeedback, useDeleteFeedback, type FeedbackMutationOptions } from './lib/feedback.mutations';
export type * from './lib/feedback.types';
