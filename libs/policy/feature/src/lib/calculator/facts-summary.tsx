import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MATCH_FACT_FIELDS,
  QUALIFICATION_LABELS,
  useMatchTagOptions,
  useStreetName,
  type MatchFactField,
  type MatchFacts,
} from '@qifu/policy-data-access';
import { formatDate } from '@qifu/ui';
import { useDictOptions } from '@qifu/widgets';

import { factLabel } from './fact-fields';
import { formatCount, formatWan } from './format';

function DictValue({ dictKey, value }: { dictKey: string; value: string }) {
  const options = useDictOptions(dictKey);
  return <>{options.data?.find((option) => option.value === value)?.label ?? value}</>;
}

function StreetValue({ value }: { value: string }) {
  const name = useStreetName(value);
  return <>{name.data ?? value}</>;
}

function TagsValue({ ids }: { ids: readonly string[] }) {
  const tags = useMatchTagOptions({ enabled: ids.length > 0 });
  const names = new Map((tags.data ?? []).flatMap((category) => category.tags.map((tag) => [tag.id, tag.tagName] as const)));
  return <>{ids.length === 0 ? '无' : ids.map((id) => names.get(id) ?? id).join('、')}</>;
}

function FactValue({ field, facts }: { field: MatchFactField; facts: MatchFacts }) {
  const value = facts[field.key];
  switch (field.kind) {
    case 'amount':
      return <>{formatWan(typeof value === 'number' ? value : null)}</>;
    case 'integer':
      return <>{typeof value === 'number' ? `${formatCount(value)}${field.unit ?? ''}` : '—'}</>;
    case 'date':
      return <>{formatDate(typeof value === 'string' ? value : null) || '—'}</>;
    case 'boolean':
      return <>{value === true ? '是' : value === false ? '否' : '—'}</>;
    case 'dict':
      return typeof value === 'string' ? <DictValue dictKey={field.dictKey ?? ''} value={value} /> : <>—</>;
    case 'region':
      return typeof value === 'string' ? <StreetValue value={value} /> : <>—</>;
    case 'qualifications':
      return <>{Array.isArray(value) ? (value.length ? value.map((code) => QUALIFICATION_LABELS[code as keyof typeof QUALIFICATION_LABELS] ?? code).join('、') : '无') : '—'}</>;
    case 'tags':
      return Array.isArray(value) ? <TagsValue ids={value} /> : <>—</>;
    case 'text':
      return <>{typeof value === 'string' && value ? value : '—'}</>;
  }
}

/** Props of {@link FactsSummary}. */
export interface FactsSummaryProps {
  facts: MatchFacts;
  /** Accessible name of the list, 已有信息 by default. */
  title?: string;
}

/**
 * The facts the matching engine already has, as label / value pairs (amounts in 万元, dates in
 * Chinese, dictionary values and the street by name); only the fields given.
 */
export function FactsSummary({ facts, title = '已有信息' }: FactsSummaryProps) {
  const given = MATCH_FACT_FIELDS.filter((field) => facts[field.key] !== undefined && facts[field.key] !== null);
  if (given.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        暂无企业信息
      </Text>
    );
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs" m={0} aria-label={title}>
      {given.map((field) => (
        <Stack key={field.key} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {factLabel(field)}
          </Text>
          <Text component="dd" size="sm" m={0} data-fact={field.key}>
            <FactValue field={field} facts={facts} />
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
