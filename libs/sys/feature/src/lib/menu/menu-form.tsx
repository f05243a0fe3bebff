import { SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveMenu, type SysMenuForm, type SysMenuNode, type SysMenuType } from '@qifu/sys-data-access';
import { FormModal, SortInput, closeAfter, sortValue, treeSelectData, type EditDialogProps } from '@qifu/widgets';

import { MENU_TYPE_LABELS } from '../shared/labels';

interface MenuValues {
  parentId: string | null;
  title: string;
  menuType: SysMenuType;
  name: string;
  path: string;
  permission: string;
  icon: string;
  sort: number | string;
  visible: boolean;
  noAuth: boolean;
}

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const PERMISSION_PATTERN = /^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+){1,3}$/;

/** The `saveMenu` body of the form values (empty optional fields left out). */
export function toMenuForm(values: MenuValues, id?: string): SysMenuForm {
  const body: SysMenuForm = {
    parentId: values.parentId,
    title: values.title.trim(),
    menuType: values.menuType,
    sort: sortValue(values.sort),
    visible: values.visible,
    noAuth: values.noAuth,
  };
  if (id) body.id = id;
  for (const key of ['name', 'path', 'permission', 'icon'] as const) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  return body;
}

/** Props of {@link MenuFormModal}. */
export interface MenuFormModalProps extends EditDialogProps {
  /** The whole tree (for the parent select). */
  tree: readonly SysMenuNode[];
  /** The item to edit; a new one when absent. */
  menu?: SysMenuNode;
  /** The parent of a new item (新增下级). */
  parentId?: string | null;
}

/**
 * 新增菜单 / 编辑菜单 (`saveMenu`): 上级菜单, 菜单标题, 类型 (菜单: a sidebar entry with its route;
 * 按钮: a permission string), 路由名称, 路由地址 (required for a menu), 权限字符串 (required for a
 * button, `<领域>:<资源>:<动作>`), 图标, 排序, 显示 and 免鉴权. Built-in items keep their type and
 * permission string.
 */
export function MenuFormModal({ tree, menu, parentId = null, onClose, onSaved }: MenuFormModalProps) {
  const builtIn = menu?.builtIn === true;
  const form = useForm<MenuValues>({
    initialValues: {
      parentId: menu ? menu.parentId : parentId,
      title: menu?.title ?? '',
      menuType: menu?.menuType ?? 'menu',
      name: menu?.name ?? '',
      path: menu?.path ?? '',
      permission: menu?.permission ?? '',
      icon: menu?.icon ?? '',
      sort: menu?.sort ?? 0,
      visible: menu?.visible ?? true,
      noAuth: menu?.noAuth ?? false,
    },
    validate: {
      title: (value) => (value.trim() ? null : '请输入菜单标题'),
      name: (value) => (!value.trim() || NAME_PATTERN.test(value.trim()) ? null : '路由名称须以字母开头，只含字母、数字、_ 和 -'),
      path: (value, values) => (values.menuType === 'menu' && !value.trim() ? '请输入路由地址' : null),
      permission: (value, values) => {
        const v = value.trim();
        if (!v) return values.menuType === 'button' ? '请输入权限字符串' : null;
        return PERMISSION_PATTERN.test(v) ? null : '权限字符串格式为“领域:资源:动作”，如 sys:user:save';
      },
    },
  });
  const save = useSaveMenu({ onSuccess: closeAfter(onSaved, onClose) });
  const parents = treeSelectData(tree, (node) => node.title, {
    exclude: menu?.id,
    include: (node) => node.menuType !== 'button',
  });
  const isButton = form.values.menuType === 'button';

  return (
    <FormModal
      opened
      onClose={onClose}
      title={menu ? '编辑菜单' : '新增菜单'}
      form={form}
      busy={save.isPending}
      onSubmit={(values) => save.mutate(toMenuForm(values, menu?.id))}
    >
      <Select label="上级菜单" data={parents} clearable searchable placeholder="无（顶级菜单）" {...form.getInputProps('parentId')} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="menu-type-label">
          类型
        </Text>
        <SegmentedControl
          aria-labelledby="menu-type-label"
          disabled={builtIn}
          data={[
            { value: 'menu', label: MENU_TYPE_LABELS['menu'] ?? 'menu' },
            { value: 'button', label: MENU_TYPE_LABELS['button'] ?? 'button' },
          ]}
          w="fit-content"
          {...form.getInputProps('menuType')}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="菜单标题" withAsterisk maxLength={50} {...form.getInputProps('title')} />
        <TextInput
          label="权限字符串"
          withAsterisk={isButton}
          maxLength={100}
          disabled={builtIn}
          placeholder="如 sys:user:save"
          {...form.getInputProps('permission')}
        />
        {isButton ? null : (
          <>
            <TextInput label="路由地址" withAsterisk maxLength={300} placeholder="/work/… 或外部地址" {...form.getInputProps('path')} />
            <TextInput label="路由名称" maxLength={100} {...form.getInputProps('name')} />
            <TextInput label="图标" maxLength={100} {...form.getInputProps('icon')} />
          </>
        )}
        <SortInput inputProps={form.getInputProps('sort')} />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <Switch label="在侧边栏显示" {...form.getInputProps('visible', { type: 'checkbox' })} />
        <Switch label="免鉴权" description="登录用户无需授权即可访问" {...form.getInputProps('noAuth', { type: 'checkbox' })} />
      </SimpleGrid>
    </FormModal>
  );
}
