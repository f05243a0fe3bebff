import { maskPhone } from '../../../core/outbox';
import { type Handler, requireUser } from '../../../core/handler';
import { sessionSwitchOf } from './session-switch';

type UserType = 'QY' | 'GR' | 'YYF' | 'GOV' | 'DEPT' | 'ADMIN' | 'CALL';
const USER_TYPES: readonly string[] = ['QY', 'GR', 'YYF', 'GOV', 'DEPT', 'ADMIN', 'CALL'];

function asUserType(value: string): UserType {
  if (!USER_TYPES.includes(value)) throw new Error(`unknown user type ${value}`);
  return value as UserType;
}

/**
 * `GET /sys/activeUser/info`: the logged-in user (phone masked); after a role switch
 * (changeToCompany) also `oldType`, the user type before the first switch (seeds 000 §3).
 */
export const info: Handler<'info'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  const switched = await sessionSwitchOf(ctx.db, user.sessionId);
  return {
    id: user.id,
    userName: user.userName,
    name: user.name,
    userType: asUserType(user.userType),
    roles: user.roles,
    ...(switched ? { oldType: asUserType(switched.oldType) } : {}),
    ...(user.phone ? { phone: maskPhone(user.phone) } : {}),
    ...(user.companyId ? { companyId: user.companyId } : {}),
    ...(user.companyName ? { companyName: user.companyName } : {}),
    pwdUpdateTime: user.pwdUpdateTime.toISOString(),
  };
};
