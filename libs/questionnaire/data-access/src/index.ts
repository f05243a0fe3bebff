/**
 * @qifu/questionnaire-data-access — data access of questionnaires (publishing, answering, results) and reporting tasks (seeds 001 §1, §7 /ques/*, /report/*; issue 19): query keys, query options, hooks and mutations on the SDK.
 */
export {};
