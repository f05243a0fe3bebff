/**
 * The questionnaire and reporting-task workbench pages (issue 19; seeds 001 §7 /ques/*, /report/*), loaded on demand
 * with `loadQuestionnaireWorkPages()` and routed by `apps/web/src/work/questionnaire.pages.ts`:
 * - `QuesInfoPage` — /work/ques/info 问卷管理 (ques:info:list);
 * - `QuesAnswerPage` — /work/ques/answer 答卷统计 (ques:answer:list);
 * - `ReportTaskPage` — /work/report/task 填报任务 (report:task:list);
 * - `ReportDataPage` — /work/report/data 填报情况 (report:data:list);
 * - `MyQuesPage` — /work/my/ques 我的问卷 (enterprise);
 * - `MyReportPage` — /work/my/report 我的填报 (enterprise).
 * Pages take no props and render no h1 (the workbench layout shows the menu's title).
 */
import '@mantine/core/styles.layer.css';

export { QuesInfoPage } from './ques-info/ques-info-page';
export { QuesAnswerPage } from './ques-answer/ques-answer-page';
export { ReportTaskPage } from './report-task/report-task-page';
export { ReportDataPage } from './report-data/report-data-page';
export { MyQuesPage } from './my/my-ques-page';
export { MyReportPage } from './my/my-report-page';
