import { BUSINESS_TYPES } from '@qifu/enterprise-archive-rules';

import type { Handler } from '../../../core/handler';

/** `POST /api/entExpansionTable/getBusinessTypeList`: the business types (BUSINESS_TYPES of the rules library), in order. */
export const getBusinessTypeList: Handler<'getBusinessTypeList'> = async () => BUSINESS_TYPES.map((b) => ({ ...b }));
