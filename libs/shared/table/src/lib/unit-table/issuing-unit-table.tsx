import { validateUnitName } from '@qifu/validation';

import type { EditableColumn } from '../editable-table/editable-table.types';
import { UnitEditableTable, unitTailColumns, type UnitTableProps } from './unit-table-base';
import type { IssuingUnitRow } from './unit-types';

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
  ...unitTailColumns<IssuingUnitRow>({ contact: 140, phone: 160, type: 140 }),
];

/** Props of {@link IssuingUnitTable}; `defaultUnitType` default '1' (主办单位). */
export type IssuingUnitTableProps = UnitTableProps<IssuingUnitRow>;

/**
 * The issuing-unit table of a policy (seeds 001 §2; §3 "Unit row"; §4 "Unit row": adding or
 * editing puts the row in edit mode, 保存 validates and leaves edit mode, 取消 removes a newly added
 * row, 删除 removes the row after confirmation; §5: the name is required — 请输入发文单位名称,
 * checked on blur and on change — and contact and phone are trimmed on save).
 */
export function IssuingUnitTable({ defaultUnitType = '1', ...props }: IssuingUnitTableProps) {
  return (
    <UnitEditableTable<IssuingUnitRow>
      {...props}
      label="发文单位"
      columns={ISSUING_UNIT_COLUMNS}
      createRow={() => ({ unitName: '', unitContact: '', unitPhone: '', unitType: defaultUnitType })}
    />
  );
}
