/**
 * @qifu/enterprise-archive-feature — the pages of companies, extension tables and fields, the enterprise archive, binding individuals to companies, tags and smart tags, import and export (seeds 001 §1, §3, §7; issue 18). The workbench pages load from the second entry
 * `@qifu/enterprise-archive-feature/work` (kept out of this index so the public shell's first load stays small).
 */
export {};
