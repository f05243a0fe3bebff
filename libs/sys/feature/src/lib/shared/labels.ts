/**
 * Display labels of the administration pages' code sets: the `x-enum-descriptions` of the contract,
 * in the same order (openapi/README.md "Code sets are enums with their Chinese labels"). The
 * enable flag's labels and the `toSelectData` / `labelOf` helpers are shared: `@qifu/widgets`.
 */

/** Data-rule comparison (SysDataRule.operator). */
export const OPERATOR_LABELS = { eq: '等于', ne: '不等于', in: '属于', like: '包含' } as const;

/** Data-rule value source (SysDataRule.valueType). */
export const VALUE_TYPE_LABELS = {
  fixed: '固定值',
  currentOffice: '当前用户所属部门',
  currentOfficeTree: '当前用户所属部门及下级部门',
  currentUser: '当前用户',
  currentCompany: '当前用户所属企业',
} as const;

/** Menu types (SysMenuNode.menuType): 菜单 (a sidebar entry with a route), 按钮 (a permission string). */
export const MENU_TYPE_LABELS: Readonly<Record<string, string>> = { catalog: '目录', menu: '菜单', button: '按钮' };

/** Office types (SysOffice.officeType). */
export const OFFICE_TYPE_LABELS = { '1': '县政府', '2': '县级部门', '3': '乡镇（街道）', '4': '其他单位' } as const;

/** Link types of platforms and home entries. */
export const LINK_TYPE_LABELS = { '1': '站内页面', '2': '外部站点' } as const;

/** Live-broadcast state derived from the times (SysLive.liveStatus). */
export const LIVE_STATUS_LABELS = { '1': '未开始', '2': '直播中', '3': '已结束' } as const;

/** Home configuration types (SysHomeConfig.configType). */
export const HOME_CONFIG_TYPE_LABELS = { '1': '轮播图', '2': '热点板块', '3': '快捷链接', '4': '友情链接' } as const;

/** Basic-data configuration types (SysBasicDataConfig.configType). */
export const BASIC_DATA_CONFIG_TYPE_LABELS = { '1': '诉求分类', '2': '诉求来源', '3': '服务类别' } as const;
