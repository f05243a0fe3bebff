/**
 * `@qifu/enterprise-archive-rules` — pure rules of companies, extension tables and fields, the enterprise archive, binding individuals to companies, tags and smart tags, import and export (seeds 001 §1, §3, §7; issue 18), imported by the server and the browser alike
 * (state tables, labels, validation). Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {};
/** Binding individuals to enterprises: the state table (issue 18, tags and binding). */
export * from './lib/personal-company-bind';
/** The enterprise archive: business types, field-value checks, completeness (issue 18, archive). */
export * from './lib/archive';
