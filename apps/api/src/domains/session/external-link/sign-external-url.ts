import { and, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sysPlatform } from '../../../db/schema';
import { createExternalTicket, externalLinkKey, TICKET_PARAM } from './external-link-ticket';

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `url` lies on the sub-platform `base`: same origin, and the base path or below it. */
export function onSubPlatform(url: URL, base: URL): boolean {
  if (url.origin !== base.origin || url.username || url.password) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
}

/**
 * `POST /sys/activeUser/signExternalUrl` (QY; seeds 000 §2, §6 "Only QY users get a signed
 * external link"): signs an address of a configured external sub-platform — an enabled external
 * entry (link type 2) of 平台管理 marked needSign; the address must have its origin and lie at or
 * below its path — by appending `ticket` (see `external-link-ticket.ts`: HMAC-SHA-256 over the
 * user, the company and a 5-minute expiry). Any other address → BUSINESS_RULE 不支持的外部链接.
 */
export const signExternalUrl: Handler<'signExternalUrl'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const url = parseHttpUrl(req.body.url);
  if (!url) throw new AppError('BUSINESS_RULE', '不支持的外部链接');
  const platforms = await ctx.db
    .select({ platformUrl: sysPlatform.platformUrl })
    .from(sysPlatform)
    .where(and(eq(sysPlatform.linkType, '2'), eq(sysPlatform.enableFlag, '1'), eq(sysPlatform.needSign, true)));
  const allowed = platforms.some((p) => {
    const base = parseHttpUrl(p.platformUrl);
    return base !== undefined && onSubPlatform(url, base);
  });
  if (!allowed) throw new AppError('BUSINESS_RULE', '不支持的外部链接');
  url.searchParams.set(TICKET_PARAM, createExternalTicket(externalLinkKey(ctx.config.secrets.jwtSecret), { id: user.id, companyId: user.companyId }));
  return { url: url.toString() };
};
