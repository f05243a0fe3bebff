import { describe, expect, it } from 'vitest';

import { ALL_FACT_KEYS, factsToFormValues, formValuesToFacts, isBlank, validateFactValues } from './fact-fields';

describe('facts form values', () => {
  it('turns known facts into inputs and back without loss', () => {
    const facts = {
      companyName: '德清县恒达新材料有限公司',
      creditCode: '91330521MA2B3C4D5E',
      streetId: '330521001',
      industry: 'C',
      scale: '2',
      establishDate: '2015-06-18',
      registeredCapital: 5000,
      employeeCount: 186,
      revenue: 32000,
      isAboveScale: false,
      qualifications: ['01', '03'] as Array<'01' | '03'>,
      tagInfoIds: [],
    };
    const values = factsToFormValues(facts, ALL_FACT_KEYS);
    expect(values.streetId).toEqual(['3305', '330521', '330521001']);
    expect(values.isAboveScale).toBe('false');
    expect(values.rdExpense).toBe('');
    expect(values.tagInfoIds).toEqual([]);
    expect(formValuesToFacts(values, ALL_FACT_KEYS)).toEqual(facts);
  });

  it('leaves out what was not answered, keeps 以上均无 as an empty list', () => {
    const values = factsToFormValues({}, ALL_FACT_KEYS);
    expect(isBlank(values, ALL_FACT_KEYS)).toBe(true);
    expect(formValuesToFacts({ ...values, qualifications: [], revenue: 0, streetId: ['3305', '330521'] }, ALL_FACT_KEYS)).toEqual({
      qualifications: [],
      revenue: 0,
    });
  });

  it('names the field in range, integer, pattern, region and date errors', () => {
    const errors = validateFactValues(
      {
        employeeCount: 12.5,
        taxAmount: 100_000_001,
        creditCode: '123',
        streetId: ['3305'],
        establishDate: '2999-01-01',
      },
      ALL_FACT_KEYS,
    );
    expect(errors).toEqual({
      employeeCount: '从业人数须为整数',
      taxAmount: '上年度纳税总额不能大于100,000,000',
      creditCode: '社会信用代码格式错误',
      streetId: '请选择到乡镇（街道）',
      establishDate: '成立日期不能晚于今天',
    });
  });
});
