/**
 * Signed tickets of external links (signExternalUrl, seeds 000 §2 "For enterprise users an external
 * link is first signed through a call and then followed", §6).
 *
 * Format: `v1.<payload>.<signature>` appended to the address as the query parameter `ticket`;
 * `payload` is base64url JSON `{ sub, cid, exp, nonce }` (user id, company id or null, expiry in
 * seconds since the epoch, 16 random bytes hex), `signature` is base64url HMAC-SHA-256 of
 * `v1.<payload>` with the link key. The link key is HMAC-SHA-256 of the server's JWT secret
 * (`JWT_SECRET` / `DATA_DIR/secrets.json`) with the label `qifu:external-link:v1`, so a sub-platform
 * that is given this key (never the JWT secret) checks tickets with {@link verifyExternalTicket}
 * and rejects a `nonce` it has seen before (one-time use). Tickets live 5 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Ticket lifetime: 5 minutes (contract `SignUrlResult`). */
export const EXTERNAL_TICKET_TTL_SECONDS = 300;

/** Query parameter that carries the ticket. */
export const TICKET_PARAM = 'ticket';

/** What a ticket says. */
export interface ExternalTicketClaims {
  /** User id of the enterprise account. */
  sub: string;
  /** Company id, or null. */
  cid: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Random, for one-time use on the sub-platform. */
  nonce: string;
}

/** The key sub-platforms verify tickets with, derived from the JWT secret (hex). */
export function externalLinkKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('qifu:external-link:v1').digest('hex');
}

function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** Makes a ticket for a user (valid {@link EXTERNAL_TICKET_TTL_SECONDS} from `nowMs`). */
export function createExternalTicket(key: string, user: { id: string; companyId: string | null }, nowMs = Date.now()): string {
  const claims: ExternalTicketClaims = {
    sub: user.id,
    cid: user.companyId,
    exp: Math.floor(nowMs / 1000) + EXTERNAL_TICKET_TTL_SECONDS,
    nonce: randomBytes(16).toString('hex'),
  };
  const body = `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/**
 * Checks a ticket (what a sub-platform does with the link key).
 * @returns its claims, or null when the format, the signature or the expiry is wrong.
 */
export function verifyExternalTicket(key: string, ticket: string, nowMs = Date.now()): ExternalTicketClaims | null {
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(parts[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as ExternalTicketClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}
