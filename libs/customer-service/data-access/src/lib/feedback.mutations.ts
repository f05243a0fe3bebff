/** The feedback dialog's call (seeds 000 §2 "feedback dialog", §3 "Feedback form", §5). */
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import type { FeedbackForm } from './customer-service.types';

/** Options of {@link useSaveFeedback}. */
export interface SaveFeedbackOptions {
  onSuccess?: (result: { id: string }, form: FeedbackForm) => void;
}

/**
 * Submits the feedback form (`saveFeedback`, `POST /sys/feedback/save`, login optional: a logged-in
 * caller is recorded). The server answers 提交成功，感谢您的反馈; a 400 names the field.
 */
export function useSaveFeedback(options: SaveFeedbackOptions = {}) {
  return useMutation({
    mutationFn: (form: FeedbackForm): Promise<{ id: string }> => unwrap(api.POST('/sys/feedback/save', { body: form })),
    onSuccess: (result, form) => options.onSuccess?.(result, form),
  });
}
