import type { Handler } from '../../../core/handler';
import { SMART_TAG_FIELDS } from './tag.queries';

/**
 * `GET /tag/info/smartTagFields` (ADMIN, YYF, GOV, DEPT; tag:info:list): the enterprise-data fields a smart-tag rule
 * may read with `var` (key, Chinese label, value type, dictionary), see {@link SMART_TAG_FIELDS}.
 */
export const listSmartTagField: Handler<'listSmartTagField'> = async () => [...SMART_TAG_FIELDS];
