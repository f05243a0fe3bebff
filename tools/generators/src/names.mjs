/**
 * Names and shared file locations of the generators (`nx g @qifu/tools:domain`, `:work-page`).
 */

/** Where the workbench pages of a domain are listed (picked up by apps/web/src/work/registry.ts by name). */
export const pagesFile = (/** @type {string} */ domain) => `apps/web/src/work/${domain}.pages.ts`;

/** The seed's menu tree (catalogs → pages → buttons). */
export const MENUS_FILE = 'apps/api/src/seed/menus.ts';

/** The generated `PERM` constants of the SDK (permission string by camel-case key). */
export const PERMISSIONS_FILE = 'libs/sdk/src/generated/permissions.ts';

/**
 * `'enterprise-archive'` → `'enterpriseArchive'`.
 *
 * @param {string} kebab
 * @returns {string}
 */
export function camel(kebab) {
  return kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/**
 * `'enterprise-archive'` → `'EnterpriseArchive'`.
 *
 * @param {string} kebab
 * @returns {string}
 */
export function pascal(kebab) {
  const c = camel(kebab);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

/**
 * Refuses a name that is not kebab-case (folders, scopes and package names are built from it).
 *
 * @param {string} what
 * @param {string} name
 */
export function assertKebab(what, name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? '')) throw new Error(`${what} must be kebab-case (got ${JSON.stringify(name)})`);
}

/**
 * A string as a single-quoted TypeScript literal.
 *
 * @param {string} text
 * @returns {string}
 */
export function quote(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
