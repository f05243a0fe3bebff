import { ENT_FIELD_TYPES } from '@qifu/enterprise-archive-rules';
import { EntFieldTypeLabels } from '@qifu/sdk';

import type { Handler } from '../../../core/handler';

/** `POST /api/entExpansionTableField/getFieldTypeList`: the values and labels of EntFieldType, in that order. */
export const getFieldTypeList: Handler<'getFieldTypeList'> = async () =>
  ENT_FIELD_TYPES.map((value) => ({ label: EntFieldTypeLabels[value], value }));
