/**
 * The result type of the customer-service writes: the SDK's `MutationResult` (the envelope's `data`
 * and the server's `msg`, e.g. 保存成功 / 导入完成), produced by `unwrapWithMsg` of `@qifu/sdk`.
 */
import type { MutationResult } from '@qifu/sdk';

/** What every workbench mutation of this library resolves to. */
export type CsMutationResult<T> = MutationResult<T>;
