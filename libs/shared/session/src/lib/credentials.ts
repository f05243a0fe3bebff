import { formBody, unwrap, type PwdAge, type UserInfo, type VerifyCodeResult } from '@qifu/sdk';

import { api } from './api';
import { completeLogin, getPublicConfig } from './auth';

/** Login params (seeds 000 §3); `password` in clear text, encrypted here. */
export interface LoginParams {
  userName: string;
  password: string;
  /** SMS code (seeds 000 §7); optional when the server runs with LOGIN_CODE=off. */
  verifiCode?: string;
}

/**
 * Password login (seeds 000 §3, §7): fetches the SM2 public key, encrypts the password (C1C3C2),
 * calls `login` with a url-encoded body, stores the tokens (cookies), then loads user info, menus
 * and dictionary. A menu failure leaves an empty menu, a dictionary failure an empty dictionary
 * (seeds 000 §8). Wrong credentials reject (the SDK already showed the server's message).
 * @returns the logged-in user.
 * @throws ApiError (login or user info failed; the session is then cleared)
 */
export async function login(params: LoginParams): Promise<UserInfo> {
  const [{ sm2PublicKey }, { sm2Encrypt }] = await Promise.all([getPublicConfig(), import('@qifu/sdk/sm2')]);
  const body = {
    userName: params.userName,
    password: sm2Encrypt(params.password, sm2PublicKey),
    ...(params.verifiCode ? { verifiCode: params.verifiCode } : {}),
  };
  const tokens = await unwrap(api.POST('/sys/activeUser/login', { ...formBody(body) }));
  return completeLogin(tokens.token, tokens.refreshToken);
}

/**
 * Sends a login code by SMS (`getVerifiCode`, seeds 000 §7; 60 s countdown).
 * @throws ApiError
 */
export function sendLoginCode(userName: string): Promise<VerifyCodeResult> {
  return unwrap(api.GET('/sys/activeUser/getVerifiCode', { params: { query: { userName } } }));
}

/**
 * Changes the own password (`savePwd`, seeds 000 §3, §5): both passwords SM2-encrypted. On success
 * the server ends every session of the user: show 密码修改成功,请重新登录 and call `logout()`.
 * @throws ApiError (e.g. wrong old password; the SDK already showed the message)
 */
export async function changePassword(params: { oldPassword: string; newPassword: string }): Promise<void> {
  const [{ sm2PublicKey }, { sm2Encrypt }] = await Promise.all([getPublicConfig(), import('@qifu/sdk/sm2')]);
  await unwrap(
    api.POST('/sys/user/savePwd', {
      body: {
        oldPassword: sm2Encrypt(params.oldPassword, sm2PublicKey),
        newPassword: sm2Encrypt(params.newPassword, sm2PublicKey),
      },
    }),
  );
}

/**
 * Password-age check (`isNeedUpdatePwd`, seeds 000 §6): `needUpdate` is true for operators whose
 * password is older than 90 days (show 您的密码已超过90天未修改，请马上修改).
 * @throws ApiError
 */
export function checkPasswordAge(): Promise<PwdAge> {
  return unwrap(api.GET('/sys/user/isNeedUpdatePwd'));
}
