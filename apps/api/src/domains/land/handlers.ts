/**
 * Handlers of the factory and land market: land, factory buildings, demands (seeds 000 §2
 * sdmarket, sdmarketdetail1, sdmarketdetail2; seeds 001 §7 /land/*, /workshop/*). One file per
 * operationId; every state change goes through `@qifu/land-rules`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { getLandDemandDetail } from './get-land-demand-detail';
import { getLandInfoDetail } from './get-land-info-detail';
import { getWorkshopDemandDetail } from './get-workshop-demand-detail';
import { getWorkshopInfoDetail } from './get-workshop-info-detail';
import { listPublicLandDemand } from './list-public-land-demand';
import { listPublicLandInfo } from './list-public-land-info';
import { listPublicWorkshopDemand } from './list-public-workshop-demand';
import { listPublicWorkshopInfo } from './list-public-workshop-info';
import { deleteLandDemand } from './delete-land-demand';
import { deleteLandInfo } from './delete-land-info';
import { deleteWorkshopDemand } from './delete-workshop-demand';
import { deleteWorkshopInfo } from './delete-workshop-info';
import { listLandDemand } from './list-land-demand';
import { listLandInfo } from './list-land-info';
import { listLandReviewLog } from './list-land-review-log';
import { listWorkshopDemand } from './list-workshop-demand';
import { listWorkshopInfo } from './list-workshop-info';
import { listWorkshopReviewLog } from './list-workshop-review-log';
import { reviewLandDemand } from './review-land-demand';
import { reviewLandInfo } from './review-land-info';
import { reviewWorkshopDemand } from './review-workshop-demand';
import { reviewWorkshopInfo } from './review-workshop-info';
import { saveLandDemand } from './save-land-demand';
import { saveLandInfo } from './save-land-info';
import { saveWorkshopDemand } from './save-workshop-demand';
import { saveWorkshopInfo } from './save-workshop-info';
import { submitLandDemand } from './submit-land-demand';
import { submitLandInfo } from './submit-land-info';
import { submitWorkshopDemand } from './submit-workshop-demand';
import { submitWorkshopInfo } from './submit-workshop-info';
import { takedownLandDemand } from './takedown-land-demand';
import { takedownLandInfo } from './takedown-land-info';
import { takedownWorkshopDemand } from './takedown-workshop-demand';
import { takedownWorkshopInfo } from './takedown-workshop-info';

export const landHandlers: HandlerRegistry = {
  listPublicLandInfo,
  listPublicLandDemand,
  listPublicWorkshopInfo,
  listPublicWorkshopDemand,
  getLandInfoDetail,
  getLandDemandDetail,
  getWorkshopInfoDetail,
  getWorkshopDemandDetail,
  listLandInfo,
  saveLandInfo,
  submitLandInfo,
  reviewLandInfo,
  takedownLandInfo,
  deleteLandInfo,
  listLandDemand,
  saveLandDemand,
  submitLandDemand,
  reviewLandDemand,
  takedownLandDemand,
  deleteLandDemand,
  listWorkshopInfo,
  saveWorkshopInfo,
  submitWorkshopInfo,
  reviewWorkshopInfo,
  takedownWorkshopInfo,
  deleteWorkshopInfo,
  listWorkshopDemand,
  saveWorkshopDemand,
  submitWorkshopDemand,
  reviewWorkshopDemand,
  takedownWorkshopDemand,
  deleteWorkshopDemand,
  listLandReviewLog,
  listWorkshopReviewLog,
};
