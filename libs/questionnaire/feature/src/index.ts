/**
 * @qifu/questionnaire-feature — the pages of questionnaires (publishing, answering, results) and reporting tasks (seeds 001 §1, §7 /ques/*, /report/*; issue 19). The workbench pages load from the second entry
 * `@qifu/questionnaire-feature/work` (kept out of this index so the public shell's first load stays small).
 */
export {};
