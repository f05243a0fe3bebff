/**
 * Types of enterprise tags, tag categories and smart tags (seeds 001 §7 /tag/info/*, /company/tag/*; issue 18), straight
 * from the contract.
 */
import type { ResourceMutationOptions } from '@qifu/session';
import type { components, operations } from '@qifu/sdk';

/** Query of `listTagInfo`: page, pageSize, tagName, categoryId, tagType, enableFlag. */
export type TagListParams = NonNullable<operations['listTagInfo']['parameters']['query']>;
/** A tag as listed (TagItem): name, category, type ('1' 普通 / '2' 智能), enable flag, sort, companyCount. */
export type TagItem = components['schemas']['TagItem'];
/** One tag with its smart-tag rule, lastEvalTime and evalJob progress (TagDetail). */
export type TagDetail = components['schemas']['TagDetail'];
/** Body of `saveTagInfo` (a manual tag). */
export type TagForm = components['schemas']['TagForm'];
/** Body of `saveSmartTag`: a tag with its JSON Logic rule. */
export type SmartTagForm = components['schemas']['SmartTagForm'];
/** A field a smart-tag rule may read (key, label, valueType, dictType). */
export type SmartTagField = components['schemas']['SmartTagField'];
/** A category line with its tags (listTagOption, listTagCategory). */
export type TagCategoryLine = components['schemas']['TagCategory'];
/** Body of `saveTagCategory`. */
export type TagCategoryForm = components['schemas']['TagCategoryForm'];
/** Query of `listCompanyByTag`: tagId, page, pageSize, companyName. */
export type CompanyByTagParams = NonNullable<operations['listCompanyByTag']['parameters']['query']>;
/** An enterprise carrying a tag: companyName, contact, phone. */
export type TaggedCompanyItem = components['schemas']['TaggedCompanyItem'];
/** A tag of one enterprise (listCompanyTag). */
export type CompanyTagItem = components['schemas']['CompanyTagItem'];
/** Body of `saveCompanyTag`: the enterprise's manual tags. */
export type CompanyTagForm = components['schemas']['CompanyTagForm'];

/** What a tag or binding write resolves to: the envelope's `data` and the server's success message. */
export interface ArchiveWriteResult<T> {
  data: T;
  msg: string;
}

/** Options of the tag and binding writes: `onSuccess` runs after the resource's keys were invalidated. (the shared {@link ResourceMutationOptions}). */
export type ArchiveWriteOptions<Data, Vars> = ResourceMutationOptions<ArchiveWriteResult<Data>, Vars>;
