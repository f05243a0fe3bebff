/** Handlers of the public home, global search and portal configuration (seeds 000 §2 home, search). */
import type { HandlerRegistry } from '../../core/handler';
import { listPolicyCarousel } from '../policy/list-policy-carousel';
import { globalSearch } from './global-search';

export const portalHandlers: HandlerRegistry = {
  globalSearch,
  listPolicyCarousel,
};
