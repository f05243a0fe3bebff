/**
 * `@qifu/tech-rules` — the technology service's pure rules, imported by the server and the browser
 * alike: the item state table (achievements, requirements, experts, institutes) and its labels.
 * Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  isTechRejected,
  isTechStatus,
  TECH_STATUS,
  TECH_COOPERATION_MODE_LABELS,
  TECH_PUBLIC_STATUS,
  TECH_STATUS_LABELS,
  techActionsFrom,
  techStatesAllowing,
  techStatusMachine,
  techTransition,
  type TechAction,
  type TechCooperationMode,
  type TechDomainType,
  type TechKind,
  type TechFrom,
  type TechStatus,
} from './lib/tech-status';
