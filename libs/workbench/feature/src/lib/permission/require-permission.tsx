import { usePermission } from '@qifu/session';
import { ErrorState } from '@qifu/ui';
import { type ReactNode } from 'react';

/** Props of {@link RequirePermission}. */
export interface RequirePermissionProps {
  /** The permission string (or any of a list), checked by membership (seeds 000 §6). */
  permission: string | readonly string[];
  children: ReactNode;
}

/**
 * Renders `children` only when the user holds `permission` (seeds 000 §6 "elements the user lacks
 * permission for are removed"); otherwise a notice 您没有访问该页面的权限.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const allowed = usePermission(permission);
  if (!allowed) return <ErrorState title="您没有访问该页面的权限" />;
  return <>{children}</>;
}
