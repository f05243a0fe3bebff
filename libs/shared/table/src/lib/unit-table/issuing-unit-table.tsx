import { validateUnitName } from '@qifu/validation';

import { EditableTable } from '../editable-table/editable-table';
import type { EditableColumn } from '../editable-table/editable-table.types';
import { trimText, UNIT_TYPE_OPTIONS, type IssuingUnitRow, type UnitType } from './unit-types';

const nameRule = validateUnitName('issuing');

/** The columns of the issuing-unit table. */
export const ISSUING_UNIT_COLUMNS: EditableColumn<IssuingUnitRow>[] = [
  {
    key: 'unitName',
    title: '发文单位名称',
    required: true,
    editor: { type: 'text', maxLength: 100 },
    validate: (value) => nameRule(typeof value === 'string' ? value : ''),
    validateOn: ['blur', 'change'],
  },
  {
    key: 'unitContact',
    title: '联系人',
    width: 140,
    editor: { type: 'text', maxLength: 50 },
    normalize: trimText,
  },
  {
    key: 'unitPhone',
    title: '联系电话',
    width: 160,
    editor: { type: 'text', maxLength: 20 },
    normalize: trimText,
  },
  {
    key: 'unitType',
    title: '单位类型',
    width: 140,
    editor: { type: 'select', options: UNIT_TYPE_OPTIONS },
  },
];

/** Props of {@link IssuingUnitTable}. */
export interface IssuingUnitTableProps {
  value: IssuingUnitRow[];
  onChange: (rows: IssuingUnitRow[]) => void;
  /** Unit type of a new row; default '1' (主办单位). */
  defaultUnitType?: UnitType;
  readOnly?: boolean;
  /** Told how many rows are in edit mode (unsaved). */
  onEditingChange?: (editingRows: number) => void;
}

/**
 * The issuing-unit table of a policy (seeds 001 §2; §3 "Unit row"; §4 "Unit row": adding or
 * editing puts the row in edit mode, 保存 validates and leaves edit mode, 取消 removes a newly added
 * row, 删除 removes the row after confirmation; §5: the name is required — 请输入发文单位名称,
 * checked on blur and on change — and contact and phone are trimmed on save).
 */
export function IssuingUnitTable({
  value,
  onChange,
  defaultUnitType = '1',
  readOnly,
  onEditingChange,
}: IssuingUnitTableProps) {
  return (
    <EditableTable<IssuingUnitRow>
      aria-label="发文单位"
      value={value}
      onChange={onChange}
      columns={ISSUING_UNIT_COLUMNS}
      createRow={() => ({
        unitName: '',
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
