/**
 * Unit rows of the issuing-unit and organiser-unit tables (seeds 001 §2, §3 "Unit row" and
 * "Unit types", §5). Shapes and labels come from the contract: `PolicyUnitRow`, `TrainUnit`,
 * `UnitType` (openapi/shared/schemas/unit-type.yaml `x-enum-descriptions`).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';

import type { EditableOption } from '../editable-table/editable-table.types';

/** Unit type code: 1 主办单位, 2 承办单位, 3 协办单位, 4 合作媒体, 5 参与主体. */
export type UnitType = components['schemas']['UnitType'];
/** An issuing-unit row of a policy (unitName, unitContact, unitPhone, unitType). */
export type IssuingUnitRow = components['schemas']['PolicyUnitRow'];
/** An organiser-unit row (adds unitAbbre). */
export type OrganiserUnitRow = components['schemas']['TrainUnit'];

/** The labels of the unit types, as the contract's `x-enum-descriptions` give them. */
export const UNIT_TYPE_LABELS = ENUM_LABELS.UnitType satisfies Readonly<Record<UnitType, string>>;

/** The unit types as select options, in code order. */
export const UNIT_TYPE_OPTIONS: readonly EditableOption[] = (Object.keys(UNIT_TYPE_LABELS) as UnitType[]).map(
  (value) => ({ value, label: UNIT_TYPE_LABELS[value] }),
);

/** Trims a text value (seeds 001 §5 "Unit phone and contact are trimmed on save"). */
export function trimText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
