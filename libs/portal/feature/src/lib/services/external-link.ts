/**
 * The external-link signer (seeds 000 §2, §6), in a chunk of its own: loaded by the portal's
 * background services only when an enterprise user follows such a link, so the session's sign-in
 * flows stay out of every visitor's first load (issue 14, the home's 150 KB budget).
 */
export { externalLinkTarget } from '@qifu/session';
