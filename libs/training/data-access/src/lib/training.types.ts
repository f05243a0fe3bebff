/**
 * Types of training and publicity, named after the contract's schemas (openapi/domains/training;
 * never renamed on the client).
 */
import type { components, operations } from '@qifu/sdk';

type Schemas = components['schemas'];

/** Status of plans and activities, '1'–'13' (seeds 001 §4). */
export type TrainStatus = Schemas['TrainStatus'];
/** Activity type: '1' 培训活动, '2' 政策宣讲, '3' 交流沙龙. */
export type TrainActivityType = Schemas['TrainActivityType'];
/** Who may register: '1' 企业, '2' 个人, '3' 企业和个人. */
export type TrainApplyTarget = Schemas['TrainApplyTarget'];
/** Registration status: '1' 已报名, '2' 已取消. */
export type TrainApplyStatus = Schemas['TrainApplyStatus'];
/** Organiser unit row. */
export type TrainUnit = Schemas['TrainUnit'];
/** An activity of the portal's lists. */
export type TrainActivityItem = Schemas['TrainActivityItem'];
/** A page of activities `{ list, total }`. */
export type TrainActivityPage = Schemas['TrainActivityPage'];
/** An activity as propagandaDetails shows it, with the caller's own registration (`myApply`). */
export type TrainActivityPublicDetail = Schemas['TrainActivityPublicDetail'];
/** A registration. */
export type TrainInfoItem = Schemas['TrainInfoItem'];
/** A page of registrations. */
export type TrainInfoPage = Schemas['TrainInfoPage'];
/** The registration payload `{ activityId, applyName, applyPhone, applyNum, remark? }`. */
export type TrainApplyForm = Schemas['TrainApplyForm'];
/** The home block 我的活动 `{ total, list }`. */
export type HomeMyActivity = Schemas['HomeMyActivity'];
/** A published live broadcast (publicity entry of the 培训宣传 page; sys domain's `listPublicLive`). */
export type PublicLive = Schemas['SysLive'];
/** A page of live broadcasts. */
export type PublicLivePage = Schemas['SysLivePage'];

/** Query of `listPublicTrainActivity` (page 1-based, pageSize 1–9000). */
export type PublicActivityListParams = NonNullable<operations['listPublicTrainActivity']['parameters']['query']>;
/** Query of `listMyTrainInfo`. */
export type MyTrainInfoListParams = NonNullable<operations['listMyTrainInfo']['parameters']['query']>;
/** Query of `listPublicLive`. */
export type PublicLiveListParams = NonNullable<operations['listPublicLive']['parameters']['query']>;
