/**
 * Handlers of questionnaires (seeds 001 §7 /ques/*), which are also the custom forms of /commonform
 * and /preview (seeds 000 §2, §4 "Other"). Spread into `../index.ts`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { getQuesInfoDetail } from './ques-info/get-ques-info-detail';
import { listQuesInfo } from './ques-info/list-ques-info';
import { publishQuesInfo } from './ques-info/publish-ques-info';
import { saveQuesInfo } from './ques-info/save-ques-info';

export const questionnaireHandlers: HandlerRegistry = {
  listQuesInfo,
  getQuesInfoDetail,
  saveQuesInfo,
  publishQuesInfo,
};
