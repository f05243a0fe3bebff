import { validateUnitName } from '@qifu/validation';

import type { EditableColumn } from '../editable-table/editable-table.types';
import { UnitEditableTable, unitTailColumns, type UnitTableProps } from './unit-table-base';
import type { OrganiserUnitRow } from './unit-types';

const nameRule = validateUnitName('organiser');

/** The columns of the organiser-unit table. */
export const ORGANISER_UNIT_COLUMNS: EditableColumn<OrganiserUnitRow>[] = [
  {
    key: 'unitName',
    title: '单位名称',
    required: true,
    editor: { type: 'text', maxLength: 100 },
    validate: (value) => nameRule(typeof value === 'string' ? value : ''),
  },
  { key: 'unitAbbre', title: '单位简称', width: 140, editor: { type: 'text', maxLength: 50 } },
  ...unitTailColumns<OrganiserUnitRow>({ contact: 120, phone: 150, type: 130 }),
];

/** Props of {@link OrganiserUnitTable}; `defaultUnitType` default '2' (承办单位). */
export type OrganiserUnitTableProps = UnitTableProps<OrganiserUnitRow>;

/**
 * The organiser-unit table (seeds 001 §2; §3 "Unit row" with unitAbbre; §4 "Unit row"; §5: the
 * name is required — 请输入承办单位名称, checked on save and again while a shown message is being
 * fixed — and contact and phone are trimmed on save).
 */
export function OrganiserUnitTable({ defaultUnitType = '2', ...props }: OrganiserUnitTableProps) {
  return (
    <UnitEditableTable<OrganiserUnitRow>
      {...props}
      label="承办单位"
      columns={ORGANISER_UNIT_COLUMNS}
      createRow={() => ({ unitName: '', unitAbbre: '', unitContact: '', unitPhone: '', unitType: defaultUnitType })}
    />
  );
}
