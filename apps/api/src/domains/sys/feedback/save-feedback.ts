import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysFeedback } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /sys/feedback/save` (optional login; seeds 000 §3 "Feedback form", §5, §9): stores a
 * message in state 0 待处理 with the logged-in caller, if any. Lengths and the phone format are
 * checked by the contract (400 naming the field); blank text after trimming → 400 请输入标题 /
 * 请输入留言 / …. Answers `{ id }` with 提交成功，感谢您的反馈.
 */
export const saveFeedback: Handler<'saveFeedback'> = async (req, ctx) => {
  const values = {
    name: req.body.name.trim(),
    textarea: req.body.textarea.trim(),
    othervalue: req.body.othervalue.trim(),
    namevalue: req.body.namevalue.trim(),
    phonevalue: req.body.phonevalue.trim(),
  };
  for (const [field, msg] of [
    ['name', '请输入标题'],
    ['textarea', '请输入留言'],
    ['othervalue', '请输入其他信息'],
    ['namevalue', '请输入姓名'],
  ] as const) {
    if (!values[field]) throw new AppError('BAD_REQUEST', msg, `参数 ${field} 不能为空`);
  }
  const [row] = await ctx.db
    .insert(sysFeedback)
    .values({ ...values, userId: ctx.user?.id ?? null })
    .returning({ id: sysFeedback.id });
  return ok({ id: found(row, '反馈不存在').id }, '提交成功，感谢您的反馈');
};
