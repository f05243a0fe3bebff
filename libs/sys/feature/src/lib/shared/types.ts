import type { SysMutationResult } from '@qifu/sys-data-access';

/** What a form calls after a successful save: the notice with the server's message and the list reload. */
export type SysMutationFeedback = (result: Pick<SysMutationResult<unknown>, 'msg'>) => Promise<void>;
