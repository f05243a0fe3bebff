/**
 * @qifu/enterprise-archive-data-access — data access of companies, extension tables and fields, the enterprise archive, binding individuals to companies, tags and smart tags, import and export (seeds 001 §1, §3, §7; issue 18): query keys, query options, hooks and mutations on the SDK.
 */
export {};
