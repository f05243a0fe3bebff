/**
 * The validation messages, verbatim from seeds 000 §5 and 001 §5 (including the documents' own
 * oddities such as 请请上传…). Functions fill in the documents' `{n}`/`{accept}`/`{limit}` slots.
 * `feedbackTitleTooLong` and `feedbackTextTooLong` are this platform's texts: the documents give
 * the limits (30, 300) but no message.
 */
export const VALIDATION_MESSAGES = {
  newPasswordRequired: '请输入新密码',
  passwordComplexity: '不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号',
  oldPasswordRequired: '请输入旧密码',
  consultContentRequired: '请输入咨询内容',
  feedbackTitleRequired: '请输入标题',
  feedbackTextRequired: '请输入留言',
  feedbackTitleTooLong: '标题不能超过30个字',
  feedbackTextTooLong: '留言不能超过300个字',
  feedbackPhoneInvalid: '请输入正确的手机号',
  mobileRequired: '手机号不能为空',
  mobileInvalid: '手机号格式错误',
  creditCodeRequired: '社会信用代码不能为空',
  creditCodeInvalid: '社会信用代码格式错误',
  fileTooLarge: (n: number) => `文件大小不能大于${n}M`,
  fileTypeNotAccepted: (accept: string) => `请上传${accept}类型的文件`,
  spreadsheetInvalid: '请请上传10M以下的.xls或.xlsx文件',
  documentTooLarge: '请上传30M以下的文件',
  imageTooLarge: '图片大于10M!',
  attachmentTooLarge: '文件大于10M!',
  tooManyFiles: (limit: number) => `只能上传${limit}个文件`,
  tooManyImages: (limit: number) => `至多上传${limit}张，请删除后再上传!`,
  imagesPending: '请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！',
  dateRangeEqual: '开始时间和结束时间不能相等',
  issuingUnitRequired: '请输入发文单位名称',
  organiserUnitRequired: '请输入承办单位名称',
  treeNodeDisabled: (name: string) => `不能选择根节点（${name}）请重新选择。`,
  treeLeafRequired: '请选择最小分类。',
} as const;
