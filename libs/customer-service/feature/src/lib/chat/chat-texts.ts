/**
 * Texts of the smart chat window. The documents give only 未找到您想到的信息 (seeds 000 §8,
 * `NOT_FOUND_TEXT` of the data-access library), 请先登录 (seeds 000 §6 "Others need any login")
 * and the idea of 'human dialogue closed' (seeds 000 §4); everything else is this platform's choice.
 */
export const CHAT_TEXTS = {
  /** Title of the window and name of the launcher button. */
  title: '智能客服',
  /** First robot line. */
  welcome: '您好，我是智能客服，请输入您想咨询的问题，例如“政策计算器怎么用”。',
  /** Heading of the fuzzy-search suggestions under a robot answer. */
  suggestions: '您可能想问：',
  /** While the robot looks for an answer. */
  thinking: '正在为您查找答案…',
  /** The smart-answer call failed (the SDK shows its own message too). */
  robotFailed: '暂时无法回答，请稍后再试',
  /** 联系人工 without a login (seeds 000 §6). */
  loginRequired: '请先登录',
  /** After 联系人工, until a staff member accepts. */
  waiting: '已为您转接人工客服，请稍候…',
  /** A staff member accepted (name of the staff member). */
  accepted: (name: string) => `人工客服${name}已接入，请描述您的问题`,
  /** The human conversation of a reload was resumed. */
  resumed: '已为您恢复人工对话',
  /** The apply call failed ("The contact-human failure text … not shown", seeds 000 §8). */
  applyFailed: '转接人工失败，请稍后重试',
  /** A poll errored (seeds 000 §4 'human dialogue closed'): back to robot mode. */
  closed: '人工对话已关闭，已为您切换回智能客服',
  /** The user ended the conversation with 结束人工对话. */
  ended: '您已结束人工对话，已为您切换回智能客服',
  /** A message could not be sent (not because the conversation ended). */
  sendFailed: '消息发送失败，请重试',
  /** Accessible name and placeholder of the input. */
  inputLabel: '咨询内容',
  robotPlaceholder: '请输入您的问题，Enter 发送，Shift+Enter 换行',
  humanPlaceholder: '请输入消息，Enter 发送，Shift+Enter 换行',
  send: '发送',
  contactHuman: '联系人工',
  endHuman: '结束人工对话',
  close: '关闭',
  log: '对话记录',
  robotName: '智能客服',
  humanBadge: '人工客服',
  robotBadge: '智能问答',
  /** The human window line: name, phone, service hours. */
  phone: (windowName: string, phone: string, hours: string) => `${windowName}：${phone}（服务时间 ${hours}）`,
} as const;
