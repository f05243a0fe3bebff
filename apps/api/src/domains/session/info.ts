import { maskPhone } from '../../core/outbox';
import { type Handler, requireUser } from '../../core/handler';

type UserType = 'QY' | 'GR' | 'YYF' | 'GOV' | 'DEPT' | 'ADMIN' | 'CALL';
const USER_TYPES: readonly string[] = ['QY', 'GR', 'YYF', 'GOV', 'DEPT', 'ADMIN', 'CALL'];

function asUserType(value: string): UserType {
  if (!USER_TYPES.includes(value)) throw new Error(`unknown user type ${value}`);
  return value as UserType;
}

/** `GET /sys/activeUser/info`: the logged-in user (phone masked). */
export const info: Handler<'info'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  return {
    id: user.id,
    userName: user.userName,
    name: user.name,
    userType: asUserType(user.userType),
    roles: user.roles,
    ...(user.phone ? { phone: maskPhone(user.phone) } : {}),
    ...(user.companyId ? { companyId: user.companyId } : {}),
    ...(user.companyName ? { companyName: user.companyName } : {}),
    pwdUpdateTime: user.pwdUpdateTime.toISOString(),
  };
};
