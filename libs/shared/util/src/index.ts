/**
 * `@qifu/util` — framework-free helpers. No React, no Mantine.
 *
 * @packageDocumentation
 */
export {
  codeParam,
  definedParams,
  defineSearch,
  oneOf,
  oneOfParam,
  pageParam,
  text,
  textParam,
  uuidParam,
  validateIdSearch,
  type SearchOf,
  type SearchParser,
} from './lib/search-params';
export { ssoLoginHref, type SsoUserType } from './lib/sso';
export {
  defineStateMachine,
  TRANSITION_REFUSED,
  type StateMachine,
  type StateMachineDefinition,
  type Transition,
  type TransitionCheck,
} from './lib/state-machine';
export { compactQuery, type FormQuery } from './lib/list-params';
export { fileNameFromDisposition } from './lib/content-disposition';
export { resourceKeys, type ResourceKeys } from './lib/query-keys';
export {
  CHINA_TIME_ZONE,
  CHINA_UTC_OFFSET_MINUTES,
  DATE_LOCALE,
  chinaHour,
  chinaToday,
  chinaYear,
  dayToPickerDate,
  formatDate,
  pickedDay,
  toChinaTime,
  type DateInput,
} from './lib/dates';
