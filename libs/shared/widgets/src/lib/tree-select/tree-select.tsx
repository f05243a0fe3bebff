import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tree.css';
import '@mantine/core/styles/Loader.css';

import {
  CloseButton,
  Combobox,
  Group,
  InputBase,
  Loader,
  Popover,
  Text,
  Tree,
  UnstyledButton,
  useTree,
  type RenderTreeNodePayload,
  type TreeNodeData,
} from '@mantine/core';
import { validateTreeSelection } from '@qifu/validation';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import type { PickerQueryOptions } from '../picker-query/picker-query';

/**
 * A tree option as delivered (seeds 000 §3 "Tree option: id, parentId, label, children"; 001 §3
 * "Dropdown option: label, value or id, children"; "Area node: code, name, children"; the
 * contract's `TreeOption`, `Option`, `AreaNode`, `TechDomainNode`).
 */
export interface TreeSelectItem {
  value?: string | number;
  id?: string | number;
  code?: string | number;
  label?: string;
  name?: string;
  disabled?: boolean;
  /** Explicit leaf flag (domain tree); otherwise a node without children is a leaf. */
  leaf?: boolean;
  children?: TreeSelectItem[] | null;
}

/** A node after normalisation. */
export interface TreeSelectNode {
  value: string;
  label: string;
  disabled: boolean;
  isLeaf: boolean;
  /** Labels from the root to this node. */
  path: string[];
  item: TreeSelectItem;
}

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps<Item extends TreeSelectItem = TreeSelectItem> {
  /** The tree; or give `query`. */
  data?: Item[];
  /** The tree's query options from a domain's data-access (e.g. `sysOfficeOptionsQuery()`), when `data` is not given. */
  query?: PickerQueryOptions<Item[]>;
  /** The chosen node's value (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen value and node (`null`, `null` when cleared). */
  onChange?: (value: string | null, node: TreeSelectNode | null) => void;
  /** Only leaves may be chosen; a node with children answers 请选择最小分类。 (seeds 000 §5). */
  onlyLeaf?: boolean;
  /** Shows the whole path (`浙江省 / 湖州市`) in the field instead of the node's label. */
  showPath?: boolean;
  /** The label of `value` when the tree is not loaded yet. */
  valueLabel?: string;
  clearable?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** An error from the form; a refused choice shows its own message first. */
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  /** Height of the tree panel in px; default 300. */
  maxDropdownHeight?: number;
}

function toNodes(items: TreeSelectItem[], path: string[], index: Map<string, TreeSelectNode>): TreeNodeData[] {
  return items.map((item) => {
    const value = String(item.value ?? item.id ?? item.code ?? '');
    const label = String(item.label ?? item.name ?? value);
    const children = item.children ?? [];
    const nodePath = [...path, label];
    index.set(value, {
      value,
      label,
      disabled: item.disabled === true,
      isLeaf: item.leaf ?? children.length === 0,
      path: nodePath,
      item,
    });
    return { value, label, children: children.length > 0 ? toNodes(children, nodePath, index) : undefined };
  });
}

/** The key of the idle query when the tree is given as `data`. */
const NO_TREE_KEY = ['@qifu/widgets', 'tree-select', 'data'] as const;

/**
 * Tree select (seeds 000 §5 "Tree select", §7 "Generic select and tree widgets GET a configurable
 * url with params" — here the typed query options of the tree's resource; 001 §3): a field that opens a tree (Mantine `Tree`; ↑↓ move, → ← expand and
 * collapse, Space toggles, Enter chooses). Choosing a disabled node is refused with
 * 不能选择根节点（name）请重新选择。; with `onlyLeaf` a node with children is refused with
 * 请选择最小分类。 and expanded. The panel stays open after a refusal; the message shows under
 * the field until a valid choice.
 */
export function TreeSelect<Item extends TreeSelectItem = TreeSelectItem>(props: TreeSelectProps<Item>) {
  const { query, onChange, onlyLeaf = false, showPath = false, clearable = false, disabled = false } = props;
  const [opened, setOpened] = useState(false);
  const [inner, setInner] = useState<string | null>(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : inner;
  const [refusal, setRefusal] = useState<string | null>(null);

  const remote = useQuery<Item[], Error, Item[], readonly unknown[]>(
    query ? { staleTime: 5 * 60_000, ...query, enabled: !props.data } : { queryKey: NO_TREE_KEY, queryFn: skipToken },
  );
  const items: TreeSelectItem[] | undefined = props.data ?? remote.data;

  const { data, index } = useMemo(() => {
    const map = new Map<string, TreeSelectNode>();
    return { data: items ? toNodes(items, [], map) : [], index: map };
  }, [items]);

  const tree = useTree();
  const chosen = value ? index.get(value) : undefined;
  const shown = chosen ? (showPath ? chosen.path.join(' / ') : chosen.label) : value ? (props.valueLabel ?? '') : '';

  const choose = (nodeValue: string) => {
    const node = index.get(nodeValue);
    if (!node) return;
    const message = validateTreeSelection(node, onlyLeaf);
    if (message) {
      setRefusal(message);
      if (!node.isLeaf) tree.expand(nodeValue);
      return;
    }
    setRefusal(null);
    if (props.value === undefined) setInner(node.value);
    onChange?.(node.value, node);
    setOpened(false);
  };

  const clear = () => {
    setRefusal(null);
    if (props.value === undefined) setInner(null);
    onChange?.(null, null);
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Enter') return;
    const target = event.target as HTMLElement;
    const nodeValue = target.getAttribute('role') === 'treeitem' ? target.dataset['value'] : undefined;
    if (nodeValue !== undefined) {
      event.preventDefault();
      choose(nodeValue);
    }
  };

  const renderNode = ({ node, expanded, hasChildren, elementProps, tree: controller }: RenderTreeNodePayload) => {
    const info = index.get(node.value);
    return (
      <Group gap={4} wrap="nowrap" {...elementProps} onClick={() => choose(node.value)}>
        {hasChildren ? (
          <UnstyledButton
            tabIndex={-1}
            aria-label={expanded ? '收起' : '展开'}
            w={16}
            onClick={(event) => {
              event.stopPropagation();
              controller.toggleExpanded(node.value);
            }}
          >
            <Text span size="xs" c="dimmed" style={{ display: 'inline-block', transform: expanded ? 'rotate(90deg)' : undefined }}>
              ▶
            </Text>
          </UnstyledButton>
        ) : (
          <span style={{ width: 16, display: 'inline-block' }} />
        )}
        <Text size="sm" c={info?.disabled ? 'dimmed' : undefined} fw={node.value === value ? 600 : undefined}>
          {node.label}
        </Text>
      </Group>
    );
  };

  let panel: ReactNode;
  if (!props.data && remote.isPending && remote.isFetching) {
    panel = (
      <Group justify="center" gap={6} py="sm">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {M.loading}
        </Text>
      </Group>
    );
  } else if (!props.data && remote.isError) {
    panel = (
      <UnstyledButton onClick={() => void remote.refetch()} c="red.7" fz="sm" w="100%" ta="center" py="sm">
        {M.loadFailedRetry}
      </UnstyledButton>
    );
  } else if (data.length === 0) {
    panel = (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        {M.empty}
      </Text>
    );
  } else {
    panel = (
      <Tree
        data={data}
        tree={tree}
        expandOnClick={false}
        levelOffset="md"
        renderNode={renderNode}
        onKeyDown={onTreeKeyDown}
        aria-label={typeof props.label === 'string' ? props.label : props['aria-label']}
      />
    );
  }

  const showClear = clearable && !disabled && !!value;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width="target"
      trapFocus
      returnFocus
      closeOnEscape
      disabled={disabled}
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={props.label}
          description={props.description}
          error={refusal ?? props.error}
          required={props.required}
          withAsterisk={props.withAsterisk}
          disabled={disabled}
          aria-label={props['aria-label']}
          aria-haspopup="tree"
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
          rightSection={
            showClear ? (
              <CloseButton size="sm" aria-label="清除" onClick={(event) => {
                event.stopPropagation();
                clear();
              }} />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={showClear ? 'all' : 'none'}
        >
          {shown || (
            <Text span c="dimmed" size="sm">
              {props.placeholder ?? M.choose}
            </Text>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown p={4} style={{ maxHeight: props.maxDropdownHeight ?? 300, overflowY: 'auto' }}>
        {panel}
      </Popover.Dropdown>
    </Popover>
  );
}
