/**
 * Guards of single-entity operations shared by every domain (issue 12): a missing row becomes
 * NOT_FOUND_ENTITY, a unique violation CONFLICT, a refused change BUSINESS_RULE — all HTTP 200
 * envelopes with the Chinese message the handler passes (never a 500).
 */
import { AppError } from './envelope';
import { isUniqueViolation } from './pg-errors';

/**
 * The row, or NOT_FOUND_ENTITY `msg`.
 * @param msg - Chinese message such as 用户不存在.
 * @throws AppError NOT_FOUND_ENTITY (HTTP 200) when `row` is undefined.
 */
export function found<T>(row: T | undefined, msg: string): T {
  if (row === undefined) throw new AppError('NOT_FOUND_ENTITY', msg);
  return row;
}

/** NOT_FOUND_ENTITY (HTTP 200) with a Chinese message such as 用户不存在, for `throw notFound(...)`. */
export function notFound(msg: string): AppError {
  return new AppError('NOT_FOUND_ENTITY', msg);
}

/** BUSINESS_RULE (HTTP 200) with a Chinese message, for `throw rule(...)`. */
export function rule(msg: string): AppError {
  return new AppError('BUSINESS_RULE', msg);
}

/**
 * Runs a write and turns a unique violation into CONFLICT `msg` (the handler's pre-check catches
 * the usual case; this covers two requests racing).
 * @throws AppError CONFLICT (HTTP 200) on a unique violation; any other error unchanged.
 */
export async function conflictOnUnique<T>(msg: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', msg);
    throw err;
  }
}
