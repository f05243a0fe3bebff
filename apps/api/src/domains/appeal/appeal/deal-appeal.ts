import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { dealAppealWith } from './appeal-staff-actions';

/**
 * `POST /appeal/info/deal` (ADMIN, YYF, GOV, DEPT; `appeal:info:deal`): the dealing office records its result, 2/3 →
 * 4 待审核. Attachments must be the caller's own uploads (else BUSINESS_RULE 附件不存在，请重新上传). A DEPT caller only
 * for its own office's appeals.
 */
export const dealAppeal: Handler<'dealAppeal'> = async (req, ctx) => {
  await dealAppealWith({ db: ctx.db, storage: ctx.storage }, actorOf(requireUser(ctx)), req.body);
  return null;
};
