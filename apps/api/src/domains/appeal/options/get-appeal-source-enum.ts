import type { Handler } from '../../../core/handler';
import { APPEAL_SOURCE_TYPE_LABELS, codeOptions } from './appeal-options';

/** `GET /appeal/sourceEnum` (public; seeds 001 §7): the fixed source channels (`AppealSourceType`) as options. */
export const getAppealSourceEnum: Handler<'getAppealSourceEnum'> = async () => codeOptions(APPEAL_SOURCE_TYPE_LABELS);
