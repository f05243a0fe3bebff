import { AppError } from '../../../core/envelope';
import type { StoredTrainUnit } from '../../../db/schema';

/** Refusal of a unit row without a name (seeds 001 §5 请输入承办单位名称). */
export const UNIT_NAME_REQUIRED = '请输入承办单位名称';

/**
 * Organiser unit rows as stored (contract `TrainUnit`): names, contacts and phones trimmed, empty
 * optional fields dropped.
 * @throws AppError BAD_REQUEST 请输入承办单位名称 when a name is blank.
 */
export function trimUnits(units: readonly StoredTrainUnit[] | undefined): StoredTrainUnit[] {
  return (units ?? []).map((u) => {
    const unitName = u.unitName.trim();
    if (!unitName) throw new AppError('BAD_REQUEST', UNIT_NAME_REQUIRED, UNIT_NAME_REQUIRED);
    const out: StoredTrainUnit = { unitName, unitType: u.unitType };
    if (u.unitAbbre?.trim()) out.unitAbbre = u.unitAbbre.trim();
    if (u.unitContact?.trim()) out.unitContact = u.unitContact.trim();
    if (u.unitPhone?.trim()) out.unitPhone = u.unitPhone.trim();
    return out;
  });
}
