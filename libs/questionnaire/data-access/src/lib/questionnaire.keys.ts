/** Query keys of questionnaires and reporting tasks (issue 19): every mutation invalidates `questionnaireKeys.all`. */
export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  quesList: (q: object) => ['questionnaire', 'ques', 'list', q] as const,
  quesDetail: (id: string) => ['questionnaire', 'ques', 'detail', id] as const,
  quesStatistics: (quesId: string) => ['questionnaire', 'ques', 'statistics', quesId] as const,
  quesAnswers: (q: object) => ['questionnaire', 'ques', 'answers', q] as const,
  myQuesList: (q: object) => ['questionnaire', 'my', 'ques', 'list', q] as const,
  myQuesDetail: (id: string) => ['questionnaire', 'my', 'ques', 'detail', id] as const,
  taskList: (q: object) => ['questionnaire', 'report', 'list', q] as const,
  taskDetail: (id: string) => ['questionnaire', 'report', 'detail', id] as const,
  dataList: (q: object) => ['questionnaire', 'report', 'data', q] as const,
  dataDetail: (taskId: string, companyId: string) => ['questionnaire', 'report', 'data', 'detail', taskId, companyId] as const,
  streetStatistics: (taskId: string) => ['questionnaire', 'report', 'street', taskId] as const,
  myReportList: (q: object) => ['questionnaire', 'my', 'report', 'list', q] as const,
  myReportDetail: (taskId: string) => ['questionnaire', 'my', 'report', 'detail', taskId] as const,
  options: {
    tags: () => ['questionnaire-options', 'tags'] as const,
    streets: () => ['questionnaire-options', 'streets'] as const,
  },
};
