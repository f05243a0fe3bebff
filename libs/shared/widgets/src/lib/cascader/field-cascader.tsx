import type { components } from '@qifu/sdk';

import type { CascaderLevelQuery } from '../picker-query/picker-query';
import { Cascader, type CascaderOption, type CascaderProps } from './cascader';

/** A technology-domain node (the contract's `TechDomainNode`: id, parentId, label, leaf, children). */
export type TechDomainNode = components['schemas']['TechDomainNode'];
/** Which domain tree: '1' technology field (default), '2' application industry. */
export type TechDomainType = components['schemas']['TechDomainType'];

/** Names of the four levels (the documents give none: this library's choice). */
export const FIELD_LEVELS = ['一级领域', '二级领域', '三级领域', '四级领域'] as const;

const domainOption = (item: TechDomainNode): CascaderOption => {
  const option: CascaderOption = { value: item.id, label: item.label };
  return typeof item.leaf === 'boolean' ? { ...option, isLeaf: item.leaf } : option;
};

/**
 * The chain of a domain code: the codes are hierarchical, two digits a level
 * (`'030102'` → `['03', '0301', '030102']`), so an edit form holding only the last code can show
 * the whole chain.
 */
export function domainChainOf(code: string): string[] {
  const chain: string[] = [];
  for (let end = 2; end <= code.length; end += 2) chain.push(code.slice(0, end));
  return chain;
}

/** Props of {@link FieldCascader}. */
export interface FieldCascaderProps extends Omit<CascaderProps<TechDomainNode>, 'getOption' | 'levels'> {
  /**
   * The levels of one domain tree from the technology data-access (`techDomainLevelQuery(type)`:
   * `getTechDomainChildren`, `GET /tech/domain/children?type&id` under the domain tree's keys).
   */
  query: CascaderLevelQuery<TechDomainNode>;
}

/**
 * The 4-level field selector (seeds 001 §2 "a 4-level one (field)", §3 "Domain tree node") over
 * the domain levels of `query` (`id` of the chosen level; none for the first). A node marked
 * `leaf` ends the chain. The value is the chain of codes ({@link domainChainOf} builds it from a
 * saved last code). A change of the domain tree (its mutations) refreshes the levels.
 */
export function FieldCascader(props: FieldCascaderProps) {
  return <Cascader<TechDomainNode> {...props} getOption={domainOption} levels={FIELD_LEVELS} />;
}
