/**
 * `@qifu/questionnaire-rules` — pure rules of questionnaires (publishing, answering, results) and reporting tasks (seeds 001 §1, §7 /ques/*, /report/*; issue 19), imported by the server and the browser alike
 * (state tables, labels, validation). Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  effectiveFormStatus,
  isOpenForAnswers,
  QUES_STATUS,
  QUES_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  REPORT_DATA_STATUS_LABELS,
  REPORT_FIELD_TYPE_LABELS,
  REPORT_STATUS,
  REPORT_STATUS_LABELS,
  type FormAction,
  type FormStatus,
} from './lib/status';
export {
  answerProblem,
  answerReferenceProblem,
  hasAnswer,
  reportProblem,
  reportReferenceProblem,
  type AnswerableQuestion,
  type AnswerItem,
  type ReportFieldRule,
} from './lib/answers';
