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
