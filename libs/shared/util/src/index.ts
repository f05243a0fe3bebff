/**
 * `@qifu/util` — framework-free helpers (dates in Chinese, numbers). No React, no Mantine.
 *
 * Placeholder entry point: the workspace alias needs a file; add helpers under `src/lib/` and
 * export them here.
 *
 * @packageDocumentation
 */
export {};
