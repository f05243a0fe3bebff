/** The workbench pages of system administration (seeds 001 §7 "/sys/…"): /work/sys/…. */
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

/** The sys feature library is loaded only by the workbench: its whole index is the page module. */
const loadSysWorkPages = () => import('@qifu/sys-feature');

export const sysWorkPages = workPages(loadSysWorkPages, [
  { path: 'sys/user', page: 'SysUserPage', permission: PERM.sysUserList },
  { path: 'sys/role', page: 'SysRolePage', permission: PERM.sysRoleList },
  { path: 'sys/menu', page: 'SysMenuPage', permission: PERM.sysMenuList },
  { path: 'sys/dataRule', page: 'SysDataRulePage', permission: PERM.sysDataRuleList },
  { path: 'sys/dict', page: 'SysDictPage', permission: PERM.sysDictList },
  { path: 'sys/office', page: 'SysOfficePage', permission: PERM.sysOfficeList },
  { path: 'sys/platform', page: 'SysPlatformPage', permission: PERM.sysPlatformList },
  { path: 'sys/live', page: 'SysLivePage', permission: PERM.sysLiveList },
  { path: 'sys/homeConfig', page: 'SysHomeConfigPage', permission: PERM.sysHomeConfigList },
  { path: 'sys/basicDataConfig', page: 'SysBasicDataConfigPage', permission: PERM.sysBasicDataConfigList },
  { path: 'sys/log', page: 'SysLogPage', permission: PERM.sysLogList },
  { path: 'sys/feedback', page: 'SysFeedbackPage', permission: PERM.sysFeedbackList },
]);
