/**
 * Handlers of questionnaires (seeds 001 §7 /ques/*), which are also the custom forms of /commonform
 * and /preview (seeds 000 §2, §4 "Other"), and of reporting tasks (/report/*, 填报任务 / 填报情况;
 * issue 19). Spread into `../index.ts`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { exportQuesAnswer } from './ques-answer/export-ques-answer';
import { getMyQuesDetail } from './ques-answer/get-my-ques-detail';
import { getQuesAnswerStatistics } from './ques-answer/get-ques-answer-statistics';
import { listMyQues } from './ques-answer/list-my-ques';
import { listQuesAnswer } from './ques-answer/list-ques-answer';
import { submitQuesAnswer } from './ques-answer/submit-ques-answer';
import { closeQuesInfo } from './ques-info/close-ques-info';
import { deleteQuesInfo } from './ques-info/delete-ques-info';
import { getQuesInfoDetail } from './ques-info/get-ques-info-detail';
import { listQuesInfo } from './ques-info/list-ques-info';
import { publishQuesInfo } from './ques-info/publish-ques-info';
import { saveQuesInfo } from './ques-info/save-ques-info';
import { exportReportData } from './report-data/export-report-data';
import { getMyReportDetail } from './report-data/get-my-report-detail';
import { getReportDataDetail } from './report-data/get-report-data-detail';
import { getReportStreetStatistics } from './report-data/get-report-street-statistics';
import { listMyReport } from './report-data/list-my-report';
import { listReportData } from './report-data/list-report-data';
import { remindReportData } from './report-data/remind-report-data';
import { submitReport } from './report-data/submit-report';
import { closeReportTask } from './report-task/close-report-task';
import { deleteReportTask } from './report-task/delete-report-task';
import { getReportTaskDetail } from './report-task/get-report-task-detail';
import { listReportTask } from './report-task/list-report-task';
import { publishReportTask } from './report-task/publish-report-task';
import { saveReportTask } from './report-task/save-report-task';

export const questionnaireHandlers: HandlerRegistry = {
  listQuesInfo,
  getQuesInfoDetail,
  saveQuesInfo,
  publishQuesInfo,
  closeQuesInfo,
  deleteQuesInfo,
  listMyQues,
  getMyQuesDetail,
  submitQuesAnswer,
  listQuesAnswer,
  getQuesAnswerStatistics,
  exportQuesAnswer,
  saveReportTask,
  publishReportTask,
  closeReportTask,
  deleteReportTask,
  listReportTask,
  getReportTaskDetail,
  listMyReport,
  getMyReportDetail,
  submitReport,
  listReportData,
  getReportDataDetail,
  getReportStreetStatistics,
  exportReportData,
  remindReportData,
};
