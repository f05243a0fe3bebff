/**
 * Read-cache tags of the sys domain's public data (core/read-cache.ts, issue 13 §6): a cached
 * answer that reads these tables carries the tag, every handler writing them invalidates it.
 */
/** The dictionaries (`sys_dict_type`, `sys_dict_value`): getDict, and the policy market's support-mode labels. */
export const DICT_CACHE_TAG = 'dict';
/** The portal's home configuration (`sys_home_config`, `sys_home_contact`): getPortalHomeConfig. */
export const HOME_CONFIG_CACHE_TAG = 'home-config';
