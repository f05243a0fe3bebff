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
import { syncAppealInfoToQhwy } from './qhwy-sync/sync-appeal-info-to-qhwy';
import { transferAppeal } from './appeal/transfer-appeal';
import { updateDealOffice } from './appeal/update-deal-office';
import { changeAppealDealOfficeEnableFlag } from './config/change-appeal-deal-office-enable-flag';
import { changeAppealSourceEnableFlag } from './config/change-appeal-source-enable-flag';
import { changeAppealTypeEnableFlag } from './config/change-appeal-type-enable-flag';
import { deleteAppeal } from './appeal/delete-appeal';
import { deleteAppealDealDuration } from './config/delete-appeal-deal-duration';
import { deleteAppealDealOffice } from './config/delete-appeal-deal-office';
import { deleteAppealSource } from './config/delete-appeal-source';
import { deleteAppealType } from './config/delete-appeal-type';
import { exportAppealData } from './appeal/export-appeal-data';
import { findAppealTypeById } from './config/find-appeal-type-by-id';
import { getAppealCounts } from './appeal/get-appeal-counts';
import { exportAppealStatistics } from './statistics/export-appeal-statistics';
import { getAppealStatisticsByDealOffice } from './statistics/get-appeal-statistics-by-deal-office';
import { getAppealStatisticsBySource } from './statistics/get-appeal-statistics-by-source';
import { getAppealStatisticsByStreet } from './statistics/get-appeal-statistics-by-street';
import { getAppealStatisticsByType } from './statistics/get-appeal-statistics-by-type';
import { getAppealStatisticsTrend } from './statistics/get-appeal-statistics-trend';
import { listAppealDealDuration } from './config/list-appeal-deal-duration';
import { listAppealDealOffice } from './config/list-appeal-deal-office';
import { listAppealDealOfficeOptions } from './config/list-appeal-deal-office-options';
import { listAppealInfo } from './appeal/list-appeal-info';
import { listAppealSource } from './config/list-appeal-source';
import { rateMyAppeal } from './appeal/rate-my-appeal';
import { saveOrUpdateAppealDealDuration } from './config/save-or-update-appeal-deal-duration';
import { saveOrUpdateAppealDealOffice } from './config/save-or-update-appeal-deal-office';
import { saveOrUpdateAppealSource } from './config/save-or-update-appeal-source';
import { saveOrUpdateAppealType } from './config/save-or-update-appeal-type';
import { updateAppeal } from './appeal/update-appeal';

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
  // staff list, counts, export, register/correct, delete (issue 16 诉求办理)
  listAppealInfo,
  getAppealCounts,
  exportAppealData,
  updateAppeal,
  deleteAppeal,
  // the enterprise's rating (issue 16 "Satisfaction")
  rateMyAppeal,
  // configuration: 诉求来源, 诉求分类, 承办部门, 办理时限
  listAppealSource,
  saveOrUpdateAppealSource,
  deleteAppealSource,
  changeAppealSourceEnableFlag,
  findAppealTypeById,
  saveOrUpdateAppealType,
  changeAppealTypeEnableFlag,
  deleteAppealType,
  listAppealDealOffice,
  listAppealDealOfficeOptions,
  saveOrUpdateAppealDealOffice,
  changeAppealDealOfficeEnableFlag,
  deleteAppealDealOffice,
  listAppealDealDuration,
  saveOrUpdateAppealDealDuration,
  deleteAppealDealDuration,
  // 诉求统计
  getAppealStatisticsByStreet,
  getAppealStatisticsByType,
  getAppealStatisticsByDealOffice,
  getAppealStatisticsTrend,
  getAppealStatisticsBySource,
  exportAppealStatistics,
  // the provincial sync (issue 16, through the outbox)
  syncAppealInfoToQhwy,
};
