/** The question before 撤回 of a declaration (this platform's text; the documents give none). */
export const WITHDRAW_DECLARE_MESSAGE = '确定要撤回该申报吗？撤回后可修改并重新提交。';

/** The question before 删除 of a declaration (this platform's text). */
export function deleteDeclareMessage(declareNo: string): string {
  return `确定要删除申报“${declareNo}”吗？`;
}
