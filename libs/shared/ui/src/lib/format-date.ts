/**
 * `formatDate` of `@qifu/util` (the web app's one date helper: dayjs, zh-cn, China Standard Time
 * whatever the browser's zone; issue 14 "Dates"), re-exported so UI code keeps importing it from
 * `@qifu/ui`. Tokens are dayjs's (`YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`, `dddd`…); a date-only
 * value (`2026-01-01`) stays that calendar day; `''` for an empty or unreadable value.
 */
export { formatDate } from '@qifu/util';
