import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { archiveAppealWith } from './appeal-staff-actions';

/** `POST /appeal/info/archive` (ADMIN, YYF, GOV; `appeal:info:archive`): 5 已办结 → 6 已归档 (final). */
export const archiveAppeal: Handler<'archiveAppeal'> = async (req, ctx) => {
  await archiveAppealWith(ctx.db, actorOf(requireUser(ctx)), req.body);
  return null;
};
