/** Handlers of enterprise appeals (seeds 000 §2 appeal; seeds 001 §7 appeal/*): one file per operationId. */
import type { HandlerRegistry } from '../../core/handler';
import { archiveAppeal } from './archive-appeal';
import { backAppeal } from './back-appeal';
import { dealAppeal } from './deal-appeal';
import { examineAppeal } from './examine-appeal';
import { findAppealDetail } from './find-appeal-detail';
import { getAppealSourceEnum } from './get-appeal-source-enum';
import { getMyAppealProgress } from './get-my-appeal-progress';
import { getServiceAreaType } from './get-service-area-type';
import { homeMyAppeal } from './home-my-appeal';
import { listAppealTypeTree } from './list-appeal-type-tree';
import { listMyAppeal } from './list-my-appeal';
import { queryAppListByCommon } from './query-app-list-by-common';
import { queryAppealClassByRedis } from './query-appeal-class-by-redis';
import { queryAppealSourceByRedis } from './query-appeal-source-by-redis';
import { resubmitAppeal } from './resubmit-appeal';
import { submitAppeal } from './submit-appeal';
import { transferAppeal } from './transfer-appeal';
import { updateDealOffice } from './update-deal-office';

export const appealHandlers: HandlerRegistry = {
  // the enterprise (QY) and the home block
  submitAppeal,
  resubmitAppeal,
  listMyAppeal,
  getMyAppealProgress,
  homeMyAppeal,
  // public option lists of the form and the page
  queryAppealClassByRedis,
  queryAppealSourceByRedis,
  getAppealSourceEnum,
  getServiceAreaType,
  queryAppListByCommon,
  // staff
  findAppealDetail,
  listAppealTypeTree,
  updateDealOffice,
  transferAppeal,
  dealAppeal,
  backAppeal,
  examineAppeal,
  archiveAppeal,
};
