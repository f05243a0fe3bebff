/**
 * @qifu/enterprise-archive-data-access — data access of companies, extension tables and fields, the enterprise archive, binding individuals to companies, tags and smart tags, import and export (seeds 001 §1, §3, §7; issue 18): query keys, query options, hooks and mutations on the SDK.
 */
export {};
// Tags, smart tags and binding (issue 18, tags)
export * from './lib/tag.types';
export * from './lib/tag.queries';
export * from './lib/tag.mutations';
export * from './lib/binding.types';
export * from './lib/binding.queries';
export * from './lib/binding.mutations';
// Companies, extension tables and the archive (issue 18, archive)
export * from './lib/company.api';
export * from './lib/expansion.api';
export * from './lib/archive.api';
// Import and export at scale (issue 18, transfer)
export * from './lib/transfer.api';
