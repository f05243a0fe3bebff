import { permissionsAtom, sessionStore } from './atoms';

/**
 * Permission check by membership (seeds 000 §6, 001 §6): true when the user holds the permission,
 * or — for a list — any of them. An empty list is false.
 * @param permissions the held permissions; default: the session's `permissions`.
 */
export function hasPermission(
  permission: string | readonly string[],
  permissions: readonly string[] = sessionStore.get(permissionsAtom),
): boolean {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => permissions.includes(p));
}
