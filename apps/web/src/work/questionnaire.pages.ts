/**
 * The workbench pages of questionnaires and reporting tasks (issue 19; seeds 001 §7 /ques/*, /report/*): the staff
 * pages 问卷管理, 答卷统计, 填报任务, 填报情况 and the enterprise's 我的问卷, 我的填报, one entry per page, see
 * ./work-pages.ts. The lists prefetch their first page with the same query options the pages read.
 */
import { myQuesListQuery, myReportListQuery, quesListQuery, reportTaskListQuery } from '@qifu/questionnaire-data-access';
import { loadQuestionnaireWorkPages } from '@qifu/questionnaire-feature/work';
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

export const questionnaireWorkPages = workPages(loadQuestionnaireWorkPages, [
  { path: 'ques/info', page: 'QuesInfoPage', permission: PERM.quesInfoList, prefetch: (qc) => qc.ensureQueryData(quesListQuery({ page: 1, pageSize: 10 })) },
  { path: 'ques/answer', page: 'QuesAnswerPage', permission: PERM.quesAnswerList },
  { path: 'report/task', page: 'ReportTaskPage', permission: PERM.reportTaskList, prefetch: (qc) => qc.ensureQueryData(reportTaskListQuery({ page: 1, pageSize: 10 })) },
  { path: 'report/data', page: 'ReportDataPage', permission: PERM.reportDataList },
  { path: 'my/ques', page: 'MyQuesPage', prefetch: (qc) => qc.ensureQueryData(myQuesListQuery({ page: 1, pageSize: 10 })) },
  { path: 'my/report', page: 'MyReportPage', prefetch: (qc) => qc.ensureQueryData(myReportListQuery({ page: 1, pageSize: 10 })) },
]);
