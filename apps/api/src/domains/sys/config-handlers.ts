/**
 * Handlers of the system-configuration operations (dictionary types and values, sub-platforms,
 * live broadcasts, home configuration and contact block, basic-data configuration, regions,
 * feedback, route log), spread into the registry in `../index.ts`. One file per operationId.
 */
import type { HandlerRegistry } from '../../core/handler';
import { changeConfigEnableFlag } from './change-config-enable-flag';
import { changeHomeConfigEnabled } from './change-home-config-enabled';
import { changePlatformEnabled } from './change-platform-enabled';
import { deleteBasicDataConfig } from './delete-basic-data-config';
import { deleteDictType } from './delete-dict-type';
import { deleteDictValue } from './delete-dict-value';
import { deleteFeedback } from './delete-feedback';
import { deleteHomeConfig } from './delete-home-config';
import { deleteLive } from './delete-live';
import { deletePlatform } from './delete-platform';
import { findAllByType } from './find-all-by-type';
import { findBasicDataConfigById } from './find-basic-data-config-by-id';
import { getBasicDataConfigDetail } from './get-basic-data-config-detail';
import { getDictTypeDetail } from './get-dict-type-detail';
import { getDictValueDetail } from './get-dict-value-detail';
import { getFeedbackDetail } from './get-feedback-detail';
import { getHomeConfigDetail } from './get-home-config-detail';
import { getHomeContact } from './get-home-contact';
import { getLiveDetail } from './get-live-detail';
import { getPlatformDetail } from './get-platform-detail';
import { getPortalHomeConfig } from './get-portal-home-config';
import { getServiceCategoryCascade } from './get-service-category-cascade';
import { handleFeedback } from './handle-feedback';
import { listActionLog } from './list-action-log';
import { listDictType } from './list-dict-type';
import { listDictValue } from './list-dict-value';
import { listFeedback } from './list-feedback';
import { listHomeConfig } from './list-home-config';
import { listLive } from './list-live';
import { listPlatform } from './list-platform';
import { listPlatformMenu } from './list-platform-menu';
import { listPublicLive } from './list-public-live';
import { listRegionChildren } from './list-region-children';
import { offPublishLive } from './off-publish-live';
import { publishLive } from './publish-live';
import { saveConfig } from './save-config';
import { saveDictType } from './save-dict-type';
import { saveDictValue } from './save-dict-value';
import { saveFeedback } from './save-feedback';
import { saveHomeConfig } from './save-home-config';
import { saveHomeContact } from './save-home-contact';
import { saveLive } from './save-live';
import { savePlatform } from './save-platform';
import { updateService } from './update-service';

export const sysConfigHandlers: HandlerRegistry = {
  listDictType,
  getDictTypeDetail,
  saveDictType,
  deleteDictType,
  listDictValue,
  getDictValueDetail,
  saveDictValue,
  deleteDictValue,
  listPlatform,
  listPlatformMenu,
  getPlatformDetail,
  savePlatform,
  deletePlatform,
  changePlatformEnabled,
  listLive,
  listPublicLive,
  getLiveDetail,
  saveLive,
  deleteLive,
  publishLive,
  offPublishLive,
  listHomeConfig,
  getHomeConfigDetail,
  saveHomeConfig,
  deleteHomeConfig,
  changeHomeConfigEnabled,
  getPortalHomeConfig,
  getHomeContact,
  saveHomeContact,
  getBasicDataConfigDetail,
  findBasicDataConfigById,
  findAllByType,
  saveConfig,
  changeConfigEnableFlag,
  deleteBasicDataConfig,
  getServiceCategoryCascade,
  updateService,
  listRegionChildren,
  listFeedback,
  getFeedbackDetail,
  handleFeedback,
  deleteFeedback,
  saveFeedback,
  listActionLog,
};
