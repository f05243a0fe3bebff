/**
 * The training workbench pages (培训计划, 培训活动, 报名管理, 培训统计), loaded on demand with `loadTrainingWorkPages()`.
 */
export {};
