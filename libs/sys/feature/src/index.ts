/**
 * @qifu/sys-feature — the system-administration pages of the workbench (/work/sys/…, seeds 001 §7
 * "/sys/…"), one folder per screen. Every button is shown only with the permission string of its
 * operation (`<Can>` of `@qifu/session`); destructive and state-changing actions ask first; the
 * server's message is shown after a change. Imported only by the lazy route module of apps/web.
 */
export { SysUserPage, SYS_USER_PERMISSIONS } from './lib/user/sys-user-page';
export { SysRolePage, SYS_ROLE_PERMISSIONS } from './lib/role/sys-role-page';
export { SysMenuPage, SYS_MENU_PERMISSIONS } from './lib/menu/sys-menu-page';
export { SysDataRulePage, SYS_DATA_RULE_PERMISSIONS } from './lib/data-rule/sys-data-rule-page';
export { SysDictPage, SYS_DICT_PERMISSIONS } from './lib/dict/sys-dict-page';
export { SysOfficePage, SYS_OFFICE_PERMISSIONS } from './lib/office/sys-office-page';
export { SysPlatformPage, SYS_PLATFORM_PERMISSIONS } from './lib/platform/sys-platform-page';
export { SysLivePage, SYS_LIVE_PERMISSIONS } from './lib/live/sys-live-page';
export { SysHomeConfigPage, SYS_HOME_CONFIG_PERMISSIONS } from './lib/home-config/sys-home-config-page';
export { SysBasicDataConfigPage, SYS_BASIC_DATA_CONFIG_PERMISSIONS } from './lib/basic-data-config/sys-basic-data-config-page';
export { SysLogPage } from './lib/log/sys-log-page';
export { SysFeedbackPage } from './lib/feedback/sys-feedback-page';
