/**
 * Texts of the management-page kit (search bar, row actions, confirmations, form dialogs).
 * Verbatim from the documents where they give them (copy texts: seeds 000 §8; the enable flag
 * 启用/停用: seeds 001 §3 "an enable flag"); the others are the administration pages' own choice
 * (docs/decisions/0008-web-shell-decisions.md) and are kept here so that every domain says the same.
 */
export const MANAGEMENT_MESSAGES = {
  /** Title of a confirmation dialog. */
  confirmTitle: '提示',
  confirm: '确定',
  cancel: '取消',
  save: '保存',
  /** The search bar's buttons and its accessible name. */
  search: '查询',
  reset: '重置',
  searchRegion: '查询条件',
  keyword: '关键字',
  /** Header of the row-action column. */
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  /** Tree-table toggles. */
  expand: '展开',
  collapse: '收起',
  /** The enable flag (`'1'` / `'0'`) and its field label. */
  enabled: '启用',
  disabled: '停用',
  status: '状态',
  /** Record fields: display order and remark. */
  sort: '排序',
  remark: '备注',
  /** Success notice when the server sends no message. */
  done: '操作成功',
} as const;
