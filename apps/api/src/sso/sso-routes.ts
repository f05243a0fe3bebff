/**
 * The built-in single sign-on page (outside `/api`, not in the contract). The portal's header links
 * personal and enterprise login to `SSO_URL?userType=GR|QY&redirect=…` (seeds 000 §2); by default
 * that is this page: it signs a GR or QY account in with its password and redirects back with
 * `token` and `refreshToken` in the query, which the portal's login callback picks up. It never
 * signs in without the account's password; only in demo mode (`DEMO`) is it titled 演示 and
 * prefilled with a demo account and the published demo password (issue 13 §1).
 * Only same-origin redirects are followed; anything else goes to `/page/home`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';
import { issueTokenPair, verifyPassword } from '../core/auth';
import { auditLogin, checkPasswordAttempt, lockedMessage, lockMinutesLeft, type LoginOutcome } from '../core/login-guard';
import type { Db } from '../db/client';
import { sysUser } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { escapeHtml } from '../core/html';

const FALLBACK = '/page/home';
const SSO_USER_TYPES = ['GR', 'QY'] as const;
const DEMO_ACCOUNT: Record<(typeof SSO_USER_TYPES)[number], string> = { GR: 'gr', QY: 'qy' };

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/**
 * A redirect target that stays on this origin: a relative path starting with a single `/`, or an
 * absolute URL with the request's own protocol and host; otherwise `/page/home`.
 */
export function safeRedirect(target: string | undefined, req: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (!target || target.length > 2000) return FALLBACK;
  const hasControl = [...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (/^\/(?![/\\])/.test(target) && !hasControl) return target;
  try {
    const url = new URL(target);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.protocol === `${req.protocol}:` && url.host === req.host) {
      return url.toString();
    }
  } catch {
    /* not a URL */
  }
  return FALLBACK;
}

/** Adds query parameters to a (relative or absolute) URL. */
export function withQuery(target: string, params: Record<string, string>): string {
  const relative = target.startsWith('/');
  const url = new URL(target, 'http://relative.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function page(options: { userType: string; userName: string; redirect: string; demo: boolean; error?: string }): string {
  const typeName = options.userType === 'QY' ? '企业' : '个人';
  const title = options.demo ? '统一身份认证平台（演示）' : '统一身份认证平台';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#eef3fb;color:#1f2d3d}
main{max-width:380px;margin:10vh auto;background:#fff;border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px}
h1{font-size:20px;margin:0 0 4px}
p.sub{color:#6b7a90;margin:0 0 24px;font-size:14px}
label{display:block;font-size:14px;margin:16px 0 6px}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #c9d3e0;border-radius:4px;font-size:15px}
button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:4px;background:#1f6fd1;color:#fff;font-size:16px;cursor:pointer}
.err{margin-top:16px;color:#c0392b;font-size:14px}
.hint{color:#6b7a90;font-size:13px;margin-top:6px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="sub">${typeName}用户登录</p>
<form method="post" action="/sso/login">
<input type="hidden" name="userType" value="${escapeHtml(options.userType)}">
<input type="hidden" name="redirect" value="${escapeHtml(options.redirect)}">
<label for="userName">账号</label>
<input id="userName" name="userName" autocomplete="username" value="${escapeHtml(options.userName)}" required maxlength="50">
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password"${options.demo ? ` value="${DEMO_PASSWORD}"` : ''} required maxlength="100">
${options.demo ? `<div class="hint">演示密码：${DEMO_PASSWORD}</div>` : ''}
${options.error ? `<div class="err" role="alert">${escapeHtml(options.error)}</div>` : ''}
<button type="submit">登录</button>
</form>
</main>
</body>
</html>
`;
}

function userTypeOf(v: unknown): (typeof SSO_USER_TYPES)[number] {
  return v === 'QY' ? 'QY' : 'GR';
}

/** Registers `GET/POST /sso/login` and `GET /sso/logout`. */
export async function registerSsoRoutes(app: FastifyInstance, deps: { db: Db; config: ServerConfig }): Promise<void> {
  const { db, config } = deps;

  app.get('/sso/login', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const userType = userTypeOf(q['userType']);
    const redirect = safeRedirect(str(q['redirect']), req);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page({ userType, userName: config.demo ? DEMO_ACCOUNT[userType] : '', redirect, demo: config.demo }));
  });

  app.post('/sso/login', async (req, reply) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const userType = userTypeOf(body['userType']);
    const redirect = safeRedirect(str(body['redirect']), req);
    const userName = (str(body['userName']) ?? '').trim().slice(0, 50);
    const password = (str(body['password']) ?? '').slice(0, 100);
    const fail = (error: string) =>
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page({ userType, userName, redirect, demo: config.demo, error }));

    const [user] = userName
      ? await db
          .select({ id: sysUser.id, userType: sysUser.userType, passwordHash: sysUser.passwordHash, enabled: sysUser.enabled })
          .from(sysUser)
          .where(eq(sysUser.userName, userName))
          .limit(1)
      : [];
    const audit = (outcome: LoginOutcome) =>
      auditLogin(db, { loginName: userName, userId: user?.id ?? null, ip: req.ip, outcome, channel: '/sso/login' });
    if (!userName) return fail('用户名或密码错误');
    // issue 13 §2: the same lockout and audit as the API login
    const lockMinutes = await lockMinutesLeft(db, userName);
    if (lockMinutes !== undefined) {
      await audit('locked');
      return fail(lockedMessage(lockMinutes));
    }
    const okPassword = await verifyPassword(user?.passwordHash, password);
    const attempt = await checkPasswordAttempt(db, config, userName, okPassword, user !== undefined);
    if (!user || attempt.outcome !== 'success') {
      await audit(attempt.outcome === 'success' ? 'unknown_user' : attempt.outcome);
      return fail(attempt.outcome === 'success' ? '用户名或密码错误' : attempt.message);
    }
    if (!user.enabled) {
      await audit('disabled');
      return fail('用户已被禁用');
    }
    if (!(SSO_USER_TYPES as readonly string[]).includes(user.userType)) {
      await audit('refused');
      return fail('统一身份认证仅支持个人和企业账号，工作人员请从门户登录页登录');
    }
    const pair = await issueTokenPair(db, config, user);
    await audit('success');
    return reply
      .header('cache-control', 'no-store')
      .redirect(withQuery(redirect, { token: pair.token, refreshToken: pair.refreshToken }), 302);
  });

  app.get('/sso/logout', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    return reply.redirect(safeRedirect(str(q['redirect']), req), 302);
  });
}
