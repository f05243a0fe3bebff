/**
 * `@qifu/questionnaire-rules` — pure rules of questionnaires (publishing, answering, results) and reporting tasks (seeds 001 §1, §7 /ques/*, /report/*; issue 19), imported by the server and the browser alike
 * (state tables, labels, validation). Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {};
