import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { sanitizeRichText } from '../../../core/sanitize-html';
import { writeAboutUs } from './about-us.queries';

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * `POST /aboutUs/save` (ADMIN, YYF with `portal:aboutUs:save`; catalogue /aboutUs/*): replaces the
 * title, the sections (in the given order, each body sanitized) and the contact block.
 * @throws AppError BAD_REQUEST 第N节正文不能为空 when a section's body is empty after sanitizing
 *   (e.g. only a script); nothing is stored then.
 */
export const saveAboutUs: Handler<'saveAboutUs'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { title, sections, address, phone, mailbox } = req.body;
  const clean = sections.map((s, i) => {
    const content = sanitizeRichText(s.content);
    if (content === '') throw new AppError('BAD_REQUEST', `第${i + 1}节正文不能为空`, `sections[${i}].content 净化后为空`);
    return { title: s.title.trim(), content };
  });
  await ctx.db.transaction((tx) =>
    writeAboutUs(tx, {
      title: title.trim(),
      sections: clean,
      address: optional(address),
      phone: optional(phone),
      mailbox: optional(mailbox),
      updatedBy: user.id,
    }),
  );
  return ok(null, '保存成功');
};
