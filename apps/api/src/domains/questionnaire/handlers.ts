/**
 * Handlers of questionnaires (seeds 001 §7 /ques/*), which are also the custom forms of /commonform
 * and /preview (seeds 000 §2, §4 "Other"). Spread into `../index.ts`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { getQuesInfoDetail } from './get-ques-info-detail';
import { listQuesInfo } from './list-ques-info';
import { publishQuesInfo } from './publish-ques-info';
import { saveQuesInfo } from './save-ques-info';

export const questionnaireHandlers: HandlerRegistry = {
  listQuesInfo,
  getQuesInfoDetail,
  saveQuesInfo,
  publishQuesInfo,
};
