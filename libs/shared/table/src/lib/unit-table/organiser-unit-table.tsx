import { validateUnitName } from '@qifu/validation';

import { EditableTable } from '../editable-table/editable-table';
import type { EditableColumn } from '../editable-table/editable-table.types';
import { trimText, UNIT_TYPE_OPTIONS, type OrganiserUnitRow, type UnitType } from './unit-types';

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
  {
    key: 'unitAbbre',
    title: '单位简称',
    width: 140,
    editor: { type: 'text', maxLength: 50 },
  },
  {
    key: 'unitContact',
    title: '联系人',
    width: 120,
    editor: { type: 'text', maxLength: 50 },
    normalize: trimText,
  },
  {
    key: 'unitPhone',
    title: '联系电话',
    width: 150,
    editor: { type: 'text', maxLength: 20 },
    normalize: trimText,
  },
  {
    key: 'unitType',
    title: '单位类型',
    width: 130,
    editor: { type: 'select', options: UNIT_TYPE_OPTIONS },
  },
];

/** Props of {@link OrganiserUnitTable}. */
export interface OrganiserUnitTableProps {
  value: OrganiserUnitRow[];
  onChange: (rows: OrganiserUnitRow[]) => void;
  /** Unit type of a new row; default '2' (承办单位). */
  defaultUnitType?: UnitType;
  readOnly?: boolean;
  /** Told how many rows are in edit mode (unsaved). */
  onEditingChange?: (editingRows: number) => void;
}

/**
 * The organiser-unit table (seeds 001 §2; §3 "Unit row" with unitAbbre; §4 "Unit row"; §5: the
 * name is required — 请输入承办单位名称, checked on save and again while a shown message is being
 * fixed — and contact and phone are trimmed on save).
 */
export function OrganiserUnitTable({
  value,
  onChange,
  defaultUnitType = '2',
  readOnly,
  onEditingChange,
}: OrganiserUnitTableProps) {
  return (
    <EditableTable<OrganiserUnitRow>
      aria-label="承办单位"
      value={value}
      onChange={onChange}
      columns={ORGANISER_UNIT_COLUMNS}
      createRow={() => ({
        unitName: '',
        unitAbbre: '',
        unitContact: '',
        unitPhone: '',
        unitType: defaultUnitType,
      })}
      hasId={() => false}
      cancelMode="always"
      readOnly={readOnly}
      onEditingChange={onEditingChange}
    />
  );
}
