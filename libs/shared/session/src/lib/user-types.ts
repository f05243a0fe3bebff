import type { UserType } from '@qifu/sdk';

/**
 * Display names of the user types (seeds 000 §1; the contract's `UserType` x-enum-descriptions, in
 * its order). Used by the workbench header, its home page and the user and role forms.
 */
export const USER_TYPE_LABELS: Readonly<Record<UserType, string>> = {
  QY: '企业',
  GR: '个人',
  YYF: '运营方',
  GOV: '政府工作人员',
  DEPT: '部门工作人员',
  ADMIN: '平台管理员',
  CALL: '话务员',
};

/** The display name of a user type; an unknown code is shown as is. */
export function userTypeLabel(userType: string | null | undefined): string {
  if (!userType) return '';
  return (USER_TYPE_LABELS as Record<string, string>)[userType] ?? userType;
}
