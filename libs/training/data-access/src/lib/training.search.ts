/**
 * URL search of the training routes (route `validateSearch`; part of the first load, so only the
 * shared compact parsers of `@qifu/util` here). Invalid or empty values are dropped.
 */
import { defineSearch, oneOf, pageParam, text, uuidParam } from '@qifu/util';

/**
 * /page/propagandaEventsList: `?page=2&keyword=…&activityType=1|2|3&status=4…10` (page 1 and empty
 * filters stay out of the URL).
 */
export const validatePropagandaEventsListSearch = defineSearch({
  page: pageParam,
  keyword: text(50),
  activityType: oneOf(['1', '2', '3']),
  status: oneOf(['4', '5', '6', '7', '8', '9', '10']),
});

/** /page/propagandaDetails: `?id=<activity uuid>`. */
export const validatePropagandaDetailsSearch = defineSearch({ id: uuidParam });

/** The search of /page/propagandaEventsList. */
export type PropagandaEventsListSearch = ReturnType<typeof validatePropagandaEventsListSearch>;
/** The search of /page/propagandaDetails. */
export type PropagandaDetailsSearch = ReturnType<typeof validatePropagandaDetailsSearch>;
