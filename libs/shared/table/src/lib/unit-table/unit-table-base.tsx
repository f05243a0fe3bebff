/**
 * What the issuing-unit and organiser-unit tables share (seeds 001 §3 "Unit row", §4 "Unit row",
 * §5): the contact, phone and unit-type columns (contact and phone trimmed on save) and the
 * editable table's unit-row behaviour (rows have no id; 取消 restores a saved row or removes a new one).
 */
import { EditableTable } from '../editable-table/editable-table';
import type { EditableColumn } from '../editable-table/editable-table.types';
import { trimText, UNIT_TYPE_OPTIONS, type UnitType } from './unit-types';

/** Fields every unit row has. */
interface UnitRowBase {
  unitName: string;
  unitContact?: string | null;
  unitPhone?: string | null;
  unitType: UnitType;
}

/** Widths in px of the shared columns. */
export interface UnitColumnWidths {
  contact: number;
  phone: number;
  type: number;
}

/** The 联系人, 联系电话 and 单位类型 columns. */
export function unitTailColumns<Row extends UnitRowBase>(widths: UnitColumnWidths): EditableColumn<Row>[] {
  const key = (name: keyof UnitRowBase) => name as Extract<keyof Row, string>;
  return [
    { key: key('unitContact'), title: '联系人', width: widths.contact, editor: { type: 'text', maxLength: 50 }, normalize: trimText },
    { key: key('unitPhone'), title: '联系电话', width: widths.phone, editor: { type: 'text', maxLength: 20 }, normalize: trimText },
    { key: key('unitType'), title: '单位类型', width: widths.type, editor: { type: 'select', options: UNIT_TYPE_OPTIONS } },
  ];
}

/** Props shared by the two unit tables. */
export interface UnitTableProps<Row extends UnitRowBase> {
  value: Row[];
  onChange: (rows: Row[]) => void;
  /** Unit type of a new row. */
  defaultUnitType?: UnitType;
  readOnly?: boolean;
  /** Told how many rows are in edit mode (unsaved). */
  onEditingChange?: (editingRows: number) => void;
}

/** An {@link EditableTable} of unit rows. */
export function UnitEditableTable<Row extends UnitRowBase>({
  label,
  columns,
  createRow,
  value,
  onChange,
  readOnly,
  onEditingChange,
}: Omit<UnitTableProps<Row>, 'defaultUnitType'> & {
  label: string;
  columns: EditableColumn<Row>[];
  createRow: () => Row;
}) {
  return (
    <EditableTable<Row>
      aria-label={label}
      value={value}
      onChange={onChange}
      columns={columns}
      createRow={createRow}
      hasId={() => false}
      cancelMode="always"
      readOnly={readOnly}
      onEditingChange={onEditingChange}
    />
  );
}
