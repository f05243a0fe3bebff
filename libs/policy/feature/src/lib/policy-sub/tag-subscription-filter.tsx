import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Pill.css';

import { Chip, Group, Pill, Stack, Text } from '@mantine/core';
import { type PolSubCategory } from '@qifu/policy-data-access';
import { useId } from 'react';

import {
  ALL_OPTION,
  ALL_OPTION_LABEL,
  chosenTags,
  removeTag,
  selectOption,
  type SubscriptionSelection,
} from './subscription-selection';

/** Props of {@link TagSubscriptionFilter}. */
export interface TagSubscriptionFilterProps {
  /** The filter lines (tag categories with their enabled tags), as `getFindMySub` delivers them. */
  categories: readonly PolSubCategory[];
  /** The active option of each line (controlled). */
  value: SubscriptionSelection;
  onChange: (next: SubscriptionSelection) => void;
}

function FilterLine({
  category,
  active,
  onSelect,
}: {
  category: PolSubCategory;
  active: string;
  onSelect: (option: string) => void;
}) {
  const labelId = useId();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Text id={labelId} size="sm" fw={600} w={96} pt={4} style={{ flexShrink: 0 }}>
        {category.categoryName}
      </Text>
      <Group gap={8} role="radiogroup" aria-labelledby={labelId} wrap="wrap">
        <Chip.Group value={active} onChange={(value) => onSelect(String(value))}>
          <Chip value={ALL_OPTION} name={labelId} size="sm" radius="sm" variant="outline">
            {ALL_OPTION_LABEL}
          </Chip>
          {category.tags.map((tag) => (
            <Chip key={tag.id} value={tag.id} name={labelId} size="sm" radius="sm" variant="outline">
              {tag.tagName}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Group>
  );
}

/**
 * The policy tag subscription filter (seeds 001 §2 "Policy tag subscription filter", §4 "Policy
 * tag filter"): one line per tag category — its name, then the options 全部 (first, added by the
 * client) and the category's tags as radio chips, one active option per line; selecting an option
 * sets the line's active one. The chosen tags show below as removable chips (已选标签); removing
 * one resets its line to the first option 全部.
 */
export function TagSubscriptionFilter({ categories, value, onChange }: TagSubscriptionFilterProps) {
  const chosen = chosenTags(categories, value);
  return (
    <Stack gap="sm">
      {categories.map((category) => (
        <FilterLine
          key={category.categoryId}
          category={category}
          active={value[category.categoryId] ?? ALL_OPTION}
          onSelect={(option) => onChange(selectOption(value, category.categoryId, option))}
        />
      ))}
      <Group gap="sm" align="center" wrap="nowrap" aria-label="已选标签" role="group">
        <Text size="sm" fw={600} w={96} style={{ flexShrink: 0 }}>
          已选标签
        </Text>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            未选择标签
          </Text>
        ) : (
          <Group gap={8} wrap="wrap">
            {chosen.map((tag) => (
              <Pill
                key={tag.id}
                size="md"
                withRemoveButton
                onRemove={() => onChange(removeTag(value, tag.id))}
                // Mantine hides the remove button from the keyboard and screen readers by default: expose it.
                removeButtonProps={{ 'aria-label': `移除标签：${tag.tagName}`, 'aria-hidden': false, tabIndex: 0 }}
              >
                {tag.tagName}
              </Pill>
            ))}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
