/**
 * The widgets' texts. Verbatim from the documents where they give them (seeds 001 §4, §5, §8;
 * 000 §5, §8); the others are this library's choice and say so.
 */
export const WIDGET_MESSAGES = {
  /** Remote dropdown states (seeds 001 §4, §8). */
  loading: '加载中',
  empty: '暂无数据',
  exhausted: '已加载全部',
  loadFailedRetry: '加载失败，重新加载',
  /** Upload results (seeds 001 §8). */
  uploadSuccess: '上传成功!',
  uploadFailed: '上传失败!',
  imageUploadFailed: '图片上传失败',
  /** Title of the alert a failed file upload opens (seeds 001 §8). */
  alertTitle: '提示',
  /** The editor's unknown problem (seeds 001 §8). */
  editorUnknown: '出现未知问题，刷新页面，或者联系程序员',
  /** The spreadsheet uploader's text as seeds 001 §5 spells it (000 §5 writes 请请上传…). */
  spreadsheetInvalid: '请上传10M以下的.xls或.xlsx文件',
  /** Placeholder of selects (this library's choice). */
  choose: '请选择',
} as const;
