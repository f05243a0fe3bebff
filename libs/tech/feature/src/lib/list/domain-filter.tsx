import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useTechDomainTree, type TechDomainNode } from '@qifu/tech-data-access';

/** Props of {@link DomainFilter}. */
export interface DomainFilterProps {
  /** The chosen domain code, or undefined for 全部. */
  value: string | undefined;
  /** Called with the new code (undefined for 全部). */
  onChange: (domainId: string | undefined) => void;
}

function FilterRow({
  label,
  nodes,
  value,
  allValue,
  onChange,
}: {
  label: string;
  nodes: readonly TechDomainNode[];
  value: string | undefined;
  allValue: string | undefined;
  onChange: (domainId: string | undefined) => void;
}) {
  const option = (code: string | undefined, text: string, active: boolean) => (
    <Button
      key={code ?? 'all'}
      size="compact-sm"
      radius="sm"
      variant={active ? 'filled' : 'subtle'}
      aria-pressed={active}
      onClick={() => onChange(code)}
    >
      {text}
    </Button>
  );
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" w={72} pt={2} style={{ flexShrink: 0 }}>
        {label}：
      </Text>
      <Group gap={6} role="group" aria-label={label}>
        {option(allValue, '全部', value === allValue)}
        {nodes.map((node) => option(node.id, node.label, value !== undefined && (value === node.id || value.startsWith(node.id))))}
      </Group>
    </Group>
  );
}

/**
 * The 技术领域 filter of the techService lists (seeds 000 §2 techService; the domain tree of seeds 001
 * §3): a row 全部 + the top-level domains and, once one is chosen, a row 全部 + its sub-domains. The
 * chosen entry is `aria-pressed`. Choosing a sub-domain's 全部 goes back to its top-level domain.
 * While the tree loads a skeleton shows; when it cannot load the filter is left out (the list still
 * works).
 */
export function DomainFilter({ value, onChange }: DomainFilterProps) {
  const { data, isPending, isError } = useTechDomainTree();
  if (isPending) return <Skeleton height={28} radius="sm" role="status" aria-label="加载中" />;
  if (isError || !data) return null;
  const top = data.find((node) => value !== undefined && value.startsWith(node.id));
  return (
    <>
      <FilterRow label="技术领域" nodes={data} value={top?.id ?? value} allValue={undefined} onChange={onChange} />
      {top && (top.children ?? []).length > 0 ? (
        <FilterRow label="细分领域" nodes={top.children ?? []} value={value} allValue={top.id} onChange={onChange} />
      ) : null}
    </>
  );
}
