/**
 * HTML escaping for the HTML the server writes itself: the first screen (web/first-screen.ts,
 * web/first-screen-html.ts), the API reference pages (web/docs.ts), the SSO login form
 * (sso/sso-routes.ts) and plain text turned into rich text (about-us sections, synced city
 * policies, the demo articles).
 */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for element content and for double- or single-quoted attribute values:
 * `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`. `null` and `undefined` give ''.
 */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
