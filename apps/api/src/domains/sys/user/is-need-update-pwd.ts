import { type Handler, requireUser } from '../../../core/handler';

/** Days after which operators are prompted to change their password (seeds 000 §6). */
export const PASSWORD_MAX_AGE_DAYS = 90;

/**
 * `GET /sys/user/isNeedUpdatePwd`: the password's age in whole days; `needUpdate` only for
 * operators (YYF) past 90 days.
 */
export const isNeedUpdatePwd: Handler<'isNeedUpdatePwd'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  const passwordAgeDays = Math.max(0, Math.floor((Date.now() - user.pwdUpdateTime.getTime()) / 86_400_000));
  return { needUpdate: user.userType === 'YYF' && passwordAgeDays > PASSWORD_MAX_AGE_DAYS, passwordAgeDays };
};
