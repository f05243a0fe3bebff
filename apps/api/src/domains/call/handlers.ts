/** Handlers of the call centre (seeds 000 §2 `/ecall`; seeds 001 §7 /call/data/*; issue 16): one file per operationId. */
import type { HandlerRegistry } from '../../core/handler';
import { deleteCallData } from './data/delete-call-data';
import { exportCallData } from './data/export-call-data';
import { getCallDataDetail } from './data/get-call-data-detail';
import { getCallDataStatistics } from './data/get-call-data-statistics';
import { listCallData } from './data/list-call-data';
import { saveCallData } from './data/save-call-data';

export const callHandlers: HandlerRegistry = {
  listCallData,
  getCallDataDetail,
  saveCallData,
  deleteCallData,
  getCallDataStatistics,
  exportCallData,
};
