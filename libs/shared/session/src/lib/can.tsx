import { type ReactNode } from 'react';

import { usePermission } from './hooks';

/** Props of {@link Can}. */
export interface CanProps {
  /** The permission string (or any of a list), e.g. `sys:user:save` (the operation's `x-permission`). */
  permission: string | readonly string[];
  /** What the permission unlocks (a button, a menu entry …). */
  children: ReactNode;
  /** Rendered instead when the permission is missing; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Renders `children` only when the user holds `permission`, checked by membership in the session's
 * `permissions` (seeds 000 §6 "elements the user lacks permission for are removed"). Re-renders
 * when the permissions change. For a boolean, use {@link usePermission} (also exported as
 * `useCan`).
 *
 * @example <Can permission="sys:user:save"><Button>新增</Button></Can>
 */
export function Can({ permission, children, fallback = null }: CanProps) {
  return <>{usePermission(permission) ? children : fallback}</>;
}

/** React hook: whether the user holds `permission` (or any of a list). Alias of {@link usePermission}. */
export const useCan = usePermission;
