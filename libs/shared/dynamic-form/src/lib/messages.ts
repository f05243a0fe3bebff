/**
 * The declaration form's own texts (this library's choice: the documents give none for the
 * rendered template form; the validation messages come from `@qifu/validation`).
 */
export const DYNAMIC_FORM_MESSAGES = {
  /** Default submit button text. */
  submit: '提交',
  /** Default draft button text. */
  saveDraft: '保存草稿',
  /** Table field: add a row. */
  addRow: '新增一行',
  /** Table field: remove a row (visible text; the accessible name adds the row number). */
  removeRow: '删除',
  removeRowName: (n: number) => `删除第${n}行`,
  /** Table field: the row-number column. */
  rowNumber: '序号',
  /** Table field: the actions column. */
  actions: '操作',
  /** Table field without rows. */
  noRows: '暂无数据，请点击“新增一行”',
  /** Accessible name of a cell input: column label and row number. */
  cellName: (column: string, n: number) => `${column}（第${n}行）`,
  /** Read-only view: an unanswered field. */
  empty: '-',
  /** Read-only view: the word between the two dates of a range. */
  rangeSeparator: '至',
  /** Title of the server's errors that belong to no field. */
  otherErrors: '提交的数据有误',
} as const;
