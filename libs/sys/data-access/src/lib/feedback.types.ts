import type { components, operations } from '@qifu/sdk';

type Schemas = components['schemas'];
type QueryOf<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

// ---- feedback (意见反馈) ----
/**
 * One feedback message of the portal's feedback dialog as staff see it (`listFeedback`,
 * `getFeedbackDetail`; seeds 000 §3 "Feedback form"): `name` 标题, `textarea` 留言, `othervalue`
 * 其他, `namevalue` 姓名, `phonevalue` 手机号, the logged-in author (`userName`, else null), the
 * handling state and result.
 */
export type SysFeedback = Schemas['SysFeedback'];
/** Handling state: `'0'` 待处理, `'1'` 已处理 (labels: `ENUM_LABELS.SysFeedbackStatus`). */
export type SysFeedbackStatus = Schemas['SysFeedbackStatus'];
/**
 * Query of `listFeedback`: page, pageSize, keyword (title, message or name), handleStatus,
 * startTime/endTime (submission days `YYYY-MM-DD`, China time, inclusive), sortField, sortOrder.
 */
export type SysFeedbackListParams = QueryOf<'listFeedback'>;
/** Body of `handleFeedback`: `{ id, handleResult }` (the reply, 1–500 characters). */
export type SysFeedbackHandleForm = Schemas['SysFeedbackHandleForm'];
