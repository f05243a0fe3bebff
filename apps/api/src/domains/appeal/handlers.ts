/** Handlers of enterprise appeals (seeds 000 §2 appeal; seeds 001 §7 appeal/*): one file per operationId. */
import type { HandlerRegistry } from '../../core/handler';
import { archiveAppeal } from './appeal/archive-appeal';
import { backAppeal } from './appeal/back-appeal';
import { dealAppeal } from './appeal/deal-appeal';
import { examineAppeal } from './appeal/examine-appeal';
import { findAppealDetail } from './appeal/find-appeal-detail';
import { getAppealSourceEnum } from './options/get-appeal-source-enum';
import { getMyAppealProgress } from './appeal/get-my-appeal-progress';
import { getServiceAreaType } from './options/get-service-area-type';
import { homeMyAppeal } from './appeal/home-my-appeal';
import { listAppealTypeTree } from './options/list-appeal-type-tree';
import { listMyAppeal } from './appeal/list-my-appeal';
import { queryAppListByCommon } from './options/query-app-list-by-common';
import { queryAppealClassByRedis } from './options/query-appeal-class-by-redis';
import { queryAppealSourceByRedis } from './options/query-appeal-source-by-redis';
import { resubmitAppeal } from './appeal/resubmit-appeal';
import { submitAppeal } from './appeal/submit-appeal';
import { transferAppeal } from './appeal/transfer-appeal';
import { updateDealOffice } from './appeal/update-deal-office';

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
