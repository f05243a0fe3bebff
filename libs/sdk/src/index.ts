/**
 * @qifu/sdk — the typed client of the platform's API, generated from `openapi/` (contract first).
 * Knows nothing of React or Mantine.
 */
export type { paths, components, operations } from './generated/schema';
