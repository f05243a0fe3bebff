import type { components } from '@qifu/sdk';
import { validateFormData, type FormData, type FormTemplate } from '@qifu/validation';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { errorRecord, formatDay, isFieldPath, parseDay, regionChain, ROW_KEY, toFormData, toFormValues } from './form-values';
import { ALL_ANSWERS, ALL_TYPES, EMPTY_ANSWERS } from './test-fixtures';

describe('contract types', () => {
  it('the SDK template and answers fit the validation types', () => {
    expectTypeOf<components['schemas']['ApplyProjectTemplate']>().toExtend<FormTemplate>();
    expectTypeOf<components['schemas']['ApplyFormData']>().toExtend<FormData>();
    expectTypeOf<FormData>().toExtend<components['schemas']['ApplyFormData']>();
  });
});

describe('toFormValues / toFormData', () => {
  it('round-trips a complete answer of every type', () => {
    expect(validateFormData(ALL_TYPES, ALL_ANSWERS)).toEqual([]);
    expect(toFormData(ALL_TYPES, toFormValues(ALL_TYPES, ALL_ANSWERS))).toEqual(ALL_ANSWERS);
  });
  it('edits with empty values and answers null or [] for them', () => {
    const values = toFormValues(ALL_TYPES, null);
    expect(values['projectName']).toBe('');
    expect(values['invest']).toBe('');
    expect(values['period']).toEqual(['', '']);
    expect(values['tags']).toEqual([]);
    expect(toFormData(ALL_TYPES, values)).toEqual(EMPTY_ANSWERS);
  });
  it('keeps files as uploader values with exName and drops it again; rows get a key that is dropped', () => {
    const values = toFormValues(ALL_TYPES, ALL_ANSWERS);
    expect(values['invoice']).toEqual([{ fileName: '发票.pdf', filePath: '2026/04/a.pdf', exName: 'pdf' }]);
    const rows = values['devices'] as Record<string, unknown>[];
    expect(typeof rows[0]?.[ROW_KEY]).toBe('string');
    expect(rows[0]?.[ROW_KEY]).not.toBe(rows[1]?.[ROW_KEY]);
  });
  it('drops unknown keys and values of the wrong shape', () => {
    const values = toFormValues(ALL_TYPES, { projectName: 12, staff: '12', tags: 'x', extra: 'y' });
    expect(values).not.toHaveProperty('extra');
    expect(toFormData(ALL_TYPES, values)).toEqual(EMPTY_ANSWERS);
  });
  it('trims single-line text, keeps a half date range and unparsable numbers (so validation names them)', () => {
    const values = { ...toFormValues(ALL_TYPES), projectName: '  项目 ', period: ['2024-05-01', ''], staff: 'abc', invest: '1,200.5' };
    const data = toFormData(ALL_TYPES, values);
    expect(data['projectName']).toBe('项目');
    expect(data['period']).toEqual(['2024-05-01', '']);
    expect(data['staff']).toBe('abc');
    expect(data['invest']).toBe(1200.5);
    expect(validateFormData(ALL_TYPES, data).map((e) => e.message)).toEqual(['职工人数应为数字', '请选择完整的建设周期']);
  });
});

describe('helpers', () => {
  it('regionChain derives the cascader chain from a 4-, 6- or 9-digit code', () => {
    expect(regionChain('330521001')).toEqual(['3305', '330521', '330521001']);
    expect(regionChain('330521')).toEqual(['3305', '330521']);
    expect(regionChain('3305')).toEqual(['3305']);
    expect(regionChain('')).toEqual([]);
  });
  it('parseDay and formatDay use the local calendar day', () => {
    expect(parseDay('2024-05-06')).toEqual(new Date(2024, 4, 6));
    expect(formatDay(new Date(2024, 4, 6, 23, 59))).toBe('2024-05-06');
    expect(parseDay('2024/05/06')).toBeNull();
    expect(formatDay(null)).toBe('');
  });
  it('errorRecord keeps the first message of a path', () => {
    expect(
      errorRecord([
        { path: 'a', label: '甲', message: '一' },
        { path: 'a', label: '甲', message: '二' },
        { path: 'b.0.c', label: '乙', message: '三' },
      ]),
    ).toEqual({ a: '一', 'b.0.c': '三' });
  });
  it('isFieldPath knows fields and cells of existing rows', () => {
    const values = toFormValues(ALL_TYPES, ALL_ANSWERS);
    expect(isFieldPath(ALL_TYPES, values, 'projectName')).toBe(true);
    expect(isFieldPath(ALL_TYPES, values, 'devices.1.deviceName')).toBe(true);
    expect(isFieldPath(ALL_TYPES, values, 'devices.2.deviceName')).toBe(false);
    expect(isFieldPath(ALL_TYPES, values, 'devices.0.color')).toBe(false);
    expect(isFieldPath(ALL_TYPES, values, 'extra')).toBe(false);
    expect(isFieldPath(ALL_TYPES, values, '')).toBe(false);
  });
});
