/**
 * `@qifu/cms-rules` — the content domain's pure rules, imported by the server and the browser alike:
 * the news publish table and its labels. Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  NEWS_DELETABLE,
  NEWS_STATUS_LABELS,
  newsActionsFrom,
  newsDeletable,
  newsMachine,
  type NewsAction,
  type NewsStatus,
} from './lib/news-status';
