/**
 * Handlers of the factory and land market: land, factory buildings, demands (seeds 000 §2
 * sdmarket, sdmarketdetail1, sdmarketdetail2; seeds 001 §7 /land/*, /workshop/*). One file per
 * operationId; every state change goes through `@qifu/land-rules`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { getLandDemandDetail } from './land-demand/get-land-demand-detail';
import { getLandInfoDetail } from './land-info/get-land-info-detail';
import { getWorkshopDemandDetail } from './workshop-demand/get-workshop-demand-detail';
import { getWorkshopInfoDetail } from './workshop-info/get-workshop-info-detail';
import { listPublicLandDemand } from './land-demand/list-public-land-demand';
import { listPublicLandInfo } from './land-info/list-public-land-info';
import { listPublicWorkshopDemand } from './workshop-demand/list-public-workshop-demand';
import { listPublicWorkshopInfo } from './workshop-info/list-public-workshop-info';
import { deleteLandDemand } from './land-demand/delete-land-demand';
import { deleteLandInfo } from './land-info/delete-land-info';
import { deleteWorkshopDemand } from './workshop-demand/delete-workshop-demand';
import { deleteWorkshopInfo } from './workshop-info/delete-workshop-info';
import { listLandDemand } from './land-demand/list-land-demand';
import { listLandInfo } from './land-info/list-land-info';
import { listLandReviewLog } from './review-log/list-land-review-log';
import { listWorkshopDemand } from './workshop-demand/list-workshop-demand';
import { listWorkshopInfo } from './workshop-info/list-workshop-info';
import { listWorkshopReviewLog } from './review-log/list-workshop-review-log';
import { reviewLandDemand } from './land-demand/review-land-demand';
import { reviewLandInfo } from './land-info/review-land-info';
import { reviewWorkshopDemand } from './workshop-demand/review-workshop-demand';
import { reviewWorkshopInfo } from './workshop-info/review-workshop-info';
import { saveLandDemand } from './land-demand/save-land-demand';
import { saveLandInfo } from './land-info/save-land-info';
import { saveWorkshopDemand } from './workshop-demand/save-workshop-demand';
import { saveWorkshopInfo } from './workshop-info/save-workshop-info';
import { submitLandDemand } from './land-demand/submit-land-demand';
import { submitLandInfo } from './land-info/submit-land-info';
import { submitWorkshopDemand } from './workshop-demand/submit-workshop-demand';
import { submitWorkshopInfo } from './workshop-info/submit-workshop-info';
import { takedownLandDemand } from './land-demand/takedown-land-demand';
import { takedownLandInfo } from './land-info/takedown-land-info';
import { takedownWorkshopDemand } from './workshop-demand/takedown-workshop-demand';
import { takedownWorkshopInfo } from './workshop-info/takedown-workshop-info';

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
