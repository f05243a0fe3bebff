/**
 * Types of the staff side of the policy domain (issue 12): 政策咨询 (answer a consultation) and 申报审核
 * (review declarations), straight from the contract.
 */
import type { ResourceMutationOptions } from '@qifu/session';
import type { components, operations } from '@qifu/sdk';

/** Query of the staff consultation list (`listPolConsult`): page, pageSize, keyword, status. */
export type PolConsultStaffListParams = NonNullable<operations['listPolConsult']['parameters']['query']>;
/** A consultation state: '0' 待答复, '1' 已答复 (contract `PolConsultStatus`). */
export type PolConsultStatus = components['schemas']['PolConsultStatus'];
/** Body of `replyPolConsult`: `{ id, reply }` (reply 1–1000 characters). */
export type PolConsultReplyForm = components['schemas']['PolConsultReplyForm'];

/** Query of the staff declaration list (`listDeclare`): paging, keyword, projectName, companyName, status, policyId, submitStart/End. */
export type DeclareReviewListParams = NonNullable<operations['listDeclare']['parameters']['query']>;
/** Query of the declaration export (`exportDeclare`): the list's filters without paging. */
export type DeclareExportParams = NonNullable<operations['exportDeclare']['parameters']['query']>;
/** A declaration as staff review it: the declaration with its project's template (`getDeclareDetail`). */
export type DeclareReviewDetail = components['schemas']['DeclareReviewDetail'];
/** Body of `examineDeclare`: `{ id, result: '1' 通过 | '2' 驳回, opinion? }` (opinion required for '2'). */
export type DeclareExamineForm = components['schemas']['DeclareExamineForm'];

/** What a staff mutation resolves to: the envelope's `data` and the server's success message (答复成功, 审核成功). */
export interface WorkMutationResult<T> {
  data: T;
  msg: string;
}

/** Options of the staff mutations: `onSuccess` runs after the resource's keys were invalidated (CONVENTIONS §5). (the shared {@link ResourceMutationOptions}). */
export type WorkMutationOptions<Data, Vars> = ResourceMutationOptions<WorkMutationResult<Data>, Vars>;

/** A downloaded file: its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
