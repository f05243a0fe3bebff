/**
 * The result type of system administration's writes: the SDK's `MutationResult` (the envelope's
 * `data` and the server's `msg`, e.g. 保存成功), produced by `unwrapWithMsg` of `@qifu/sdk`.
 */
import type { MutationResult } from '@qifu/sdk';

/** What every system-administration mutation resolves to. */
export type SysMutationResult<T> = MutationResult<T>;
