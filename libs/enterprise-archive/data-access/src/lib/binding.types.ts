/** Types of binding individuals to enterprises (seeds 001 §7 /personal/company/*; issue 18), from the contract. */
import type { components, operations } from '@qifu/sdk';

/** Query of the staff list (`listPersonalCompanyManage`): page, pageSize, bindStatus, companyName, applicantName. */
export type BindingManageParams = NonNullable<operations['listPersonalCompanyManage']['parameters']['query']>;
/** Query of the individual's own list (`listPersonalCompany`): page, pageSize, bindStatus. */
export type MyBindingParams = NonNullable<operations['listPersonalCompany']['parameters']['query']>;
/** A binding (PersonalCompany): enterprise, status, relation, opinion, times; applicant name and masked phone for staff. */
export type PersonalCompanyItem = components['schemas']['PersonalCompany'];
/** Body of `bindPersonalCompany`: companyName, creditCode, relation, proofFilePath. */
export type PersonalCompanyBindForm = components['schemas']['PersonalCompanyBindForm'];
/** Body of `reviewPersonalCompany`: id, bindStatus '1' 通过 / '2' 驳回, reviewOpinion (required to reject). */
export type PersonalCompanyReviewForm = components['schemas']['PersonalCompanyReviewForm'];
