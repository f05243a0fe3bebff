import { describe, expect, it } from 'vitest';

import {
  FORM_FIELD_TYPES,
  requiredMessage,
  validateFormData,
  validateTemplate,
  type FormTemplate,
  type FormTemplateField,
  type FormTemplateRule,
} from './form-template';

const OPTIONS = [
  { label: '新建', value: '1' },
  { label: '技改', value: '2' },
  { label: '扩建', value: '3' },
];

/** A one-field template. */
const one = (field: Partial<FormTemplateField> & Pick<FormTemplateField, 'type'>): FormTemplate => ({
  fields: [{ key: 'f', label: '字段', ...field }],
});

/** The messages of validating `{ f: value }` against a one-field template. */
const messages = (field: Partial<FormTemplateField> & Pick<FormTemplateField, 'type'>, value: unknown, draft = false) =>
  validateFormData(one(field), value === undefined ? {} : { f: value }, { draft }).map((e) => e.message);

const FILE = { fileName: '发票.pdf', filePath: '2026/04/a.pdf' };

describe('requiredMessage', () => {
  it('says 请输入 for text and numbers, 请选择 for choices, dates and regions, 请上传 for uploads', () => {
    const byType = Object.fromEntries(FORM_FIELD_TYPES.map((type) => [type, requiredMessage({ type, label: '项目' })]));
    expect(byType).toEqual({
      input: '请输入项目',
      textarea: '请输入项目',
      number: '请输入项目',
      amount: '请输入项目',
      date: '请选择项目',
      dateRange: '请选择项目',
      select: '请选择项目',
      multiSelect: '请选择项目',
      radio: '请选择项目',
      checkbox: '请选择项目',
      region: '请选择项目',
      upload: '请上传项目',
      table: '请添加项目',
    });
  });
});

describe('validateFormData: required', () => {
  const cases: [FormTemplateField['type'], unknown][] = [
    ['input', '   '],
    ['textarea', ''],
    ['number', null],
    ['amount', undefined],
    ['date', ''],
    ['dateRange', ['', '']],
    ['dateRange', null],
    ['select', ''],
    ['multiSelect', []],
    ['radio', null],
    ['checkbox', []],
    ['region', ''],
    ['upload', []],
    ['table', []],
  ];
  it.each(cases)('%s: an empty answer (%j) of a required field fails with its message', (type, value) => {
    const field = { type, required: true, options: OPTIONS, columns: [{ key: 'c', label: '列', type: 'input' as const }] };
    expect(messages(field, value)).toEqual([requiredMessage({ type, label: '字段' })]);
  });
  it.each(cases)('%s: an empty answer (%j) of an optional field passes', (type, value) => {
    expect(messages({ type, options: OPTIONS, columns: [{ key: 'c', label: '列', type: 'input' }] }, value)).toEqual([]);
  });
  it('draft mode skips required fields, also inside table rows', () => {
    const template: FormTemplate = {
      fields: [
        { key: 'name', label: '项目名称', type: 'input', required: true },
        { key: 'files', label: '发票', type: 'upload', required: true },
        { key: 'rows', label: '设备清单', type: 'table', required: true, columns: [{ key: 'deviceName', label: '设备名称', type: 'input', required: true }] },
      ],
    };
    expect(validateFormData(template, {}, { draft: true })).toEqual([]);
    expect(validateFormData(template, { rows: [{ deviceName: '' }] }, { draft: true })).toEqual([]);
    expect(validateFormData(template, {}).map((e) => e.message)).toEqual(['请输入项目名称', '请上传发票', '请添加设备清单']);
  });
  it('draft mode still checks types and formats', () => {
    expect(messages({ type: 'number', required: true }, 'abc', true)).toEqual(['字段应为数字']);
    expect(messages({ type: 'input', rules: [{ type: 'mobile' }] }, '123', true)).toEqual(['手机号格式错误']);
  });
});

describe('validateFormData: types and formats', () => {
  it('input and textarea: text only, at most 5000 characters (2000 in a table cell)', () => {
    expect(messages({ type: 'input' }, '德清县恒达新材料有限公司')).toEqual([]);
    expect(messages({ type: 'input' }, 12)).toEqual(['字段应为文本']);
    expect(messages({ type: 'textarea' }, '字'.repeat(5000))).toEqual([]);
    expect(messages({ type: 'textarea' }, '字'.repeat(5001))).toEqual(['字段不能超过5000个字']);
    const table = one({ type: 'table', columns: [{ key: 'note', label: '备注', type: 'textarea' }] });
    expect(validateFormData(table, { f: [{ note: '字'.repeat(2001) }] })).toEqual([
      { path: 'f.0.note', label: '字段第1行 备注', message: '备注不能超过2000个字' },
    ]);
  });
  it('number: finite numbers only (negatives and decimals allowed)', () => {
    expect(messages({ type: 'number' }, -3.1415)).toEqual([]);
    expect(messages({ type: 'number' }, 0)).toEqual([]);
    expect(messages({ type: 'number' }, '650')).toEqual(['字段应为数字']);
    expect(messages({ type: 'number' }, Number.NaN)).toEqual(['字段应为数字']);
    expect(messages({ type: 'number' }, true)).toEqual(['字段应为数字']);
  });
  it('amount: not negative, at most two decimals', () => {
    expect(messages({ type: 'amount' }, 1234567.89)).toEqual([]);
    expect(messages({ type: 'amount' }, 0)).toEqual([]);
    expect(messages({ type: 'amount' }, 0.1)).toEqual([]);
    expect(messages({ type: 'amount' }, -0.01)).toEqual(['字段不能为负数']);
    expect(messages({ type: 'amount' }, 1.005)).toEqual(['字段最多保留两位小数']);
    expect(messages({ type: 'amount' }, 1e-7)).toEqual(['字段最多保留两位小数']);
    expect(messages({ type: 'amount' }, '1.00')).toEqual(['字段应为数字']);
  });
  it('date: a real YYYY-MM-DD day', () => {
    expect(messages({ type: 'date' }, '2026-02-28')).toEqual([]);
    expect(messages({ type: 'date' }, '2024-02-29')).toEqual([]);
    expect(messages({ type: 'date' }, '2026-02-29')).toEqual(['字段日期格式错误']);
    expect(messages({ type: 'date' }, '2026/02/01')).toEqual(['字段日期格式错误']);
    expect(messages({ type: 'date' }, '2026-02-01T00:00:00Z')).toEqual(['字段日期格式错误']);
  });
  it('dateRange: [start, end], start before end, never equal (seeds 000 §5)', () => {
    expect(messages({ type: 'dateRange' }, ['2026-01-01', '2026-03-31'])).toEqual([]);
    expect(messages({ type: 'dateRange' }, ['2026-01-01', '2026-01-01'])).toEqual(['开始时间和结束时间不能相等']);
    expect(messages({ type: 'dateRange' }, ['2026-03-01', '2026-01-01'])).toEqual(['结束时间不能早于开始时间']);
    expect(messages({ type: 'dateRange' }, ['2026-01-01'])).toEqual(['字段日期格式错误']);
    expect(messages({ type: 'dateRange' }, '2026-01-01')).toEqual(['字段日期格式错误']);
    expect(messages({ type: 'dateRange' }, ['2026-01-01', '2026-13-01'])).toEqual(['字段日期格式错误']);
  });
  it('dateRange: a half-filled range fails, except in a draft', () => {
    expect(messages({ type: 'dateRange' }, ['2026-01-01', ''])).toEqual(['请选择完整的字段']);
    expect(messages({ type: 'dateRange' }, ['', '2026-01-01'], true)).toEqual([]);
  });
  it('select and radio: one of the options', () => {
    expect(messages({ type: 'select', options: OPTIONS }, '2')).toEqual([]);
    expect(messages({ type: 'radio', options: OPTIONS }, '9')).toEqual(['字段的选项无效']);
    expect(messages({ type: 'radio', options: OPTIONS }, ['1'])).toEqual(['字段的选项无效']);
  });
  it('multiSelect and checkbox: distinct option values', () => {
    expect(messages({ type: 'multiSelect', options: OPTIONS }, ['1', '3'])).toEqual([]);
    expect(messages({ type: 'checkbox', options: OPTIONS }, ['1', '9'])).toEqual(['字段的选项无效']);
    expect(messages({ type: 'checkbox', options: OPTIONS }, ['1', '1'])).toEqual(['字段的选项无效']);
    expect(messages({ type: 'checkbox', options: OPTIONS }, '1')).toEqual(['字段的选项无效']);
  });
  it('region: a county (6 digits) or street (9 digits) code', () => {
    expect(messages({ type: 'region' }, '330521')).toEqual([]);
    expect(messages({ type: 'region' }, '330521001')).toEqual([]);
    expect(messages({ type: 'region' }, '3305')).toEqual(['字段请选择到区县或街道']);
    expect(messages({ type: 'region' }, 330521)).toEqual(['字段请选择到区县或街道']);
  });
  it('upload: {fileName, filePath} only, within limit (default 1) and accept', () => {
    expect(messages({ type: 'upload' }, [FILE])).toEqual([]);
    expect(messages({ type: 'upload' }, [FILE, { ...FILE, filePath: 'b.pdf' }])).toEqual(['只能上传1个文件']);
    expect(messages({ type: 'upload', limit: 3 }, [FILE, FILE, FILE])).toEqual([]);
    expect(messages({ type: 'upload', limit: 3 }, [FILE, FILE, FILE, FILE])).toEqual(['只能上传3个文件']);
    expect(messages({ type: 'upload', accept: '.pdf,.jpg' }, [{ fileName: '发票.PDF', filePath: 'x' }])).toEqual([]);
    expect(messages({ type: 'upload', accept: '.pdf,.jpg' }, [{ fileName: '发票.exe', filePath: 'x' }])).toEqual(['请上传.pdf,.jpg类型的文件']);
    expect(messages({ type: 'upload' }, [{ ...FILE, exName: 'pdf' }])).toEqual(['字段文件格式错误']);
    expect(messages({ type: 'upload' }, [{ fileName: '', filePath: 'x' }])).toEqual(['字段文件格式错误']);
    expect(messages({ type: 'upload' }, 'a.pdf')).toEqual(['字段文件格式错误']);
  });
  it('table: rows of objects, cells checked with their paths, at most 50 rows', () => {
    const template: FormTemplate = {
      fields: [
        {
          key: 'devices',
          label: '设备清单',
          type: 'table',
          columns: [
            { key: 'deviceName', label: '设备名称', type: 'input', required: true },
            { key: 'amount', label: '金额', type: 'amount' },
            { key: 'invoice', label: '发票', type: 'upload', accept: '.pdf' },
          ],
        },
      ],
    };
    expect(validateFormData(template, { devices: [{ deviceName: '数控机床', amount: 12.5, invoice: [FILE] }] })).toEqual([]);
    expect(validateFormData(template, { devices: [{ deviceName: '数控机床' }, { deviceName: ' ', amount: -1, color: 'red' }] })).toEqual([
      { path: 'devices.1.deviceName', label: '设备清单第2行 设备名称', message: '请输入设备名称' },
      { path: 'devices.1.amount', label: '设备清单第2行 金额', message: '金额不能为负数' },
      { path: 'devices.1.color', label: '设备清单第2行 color', message: '申报表中没有该字段' },
    ]);
    expect(validateFormData(template, { devices: ['row'] }).map((e) => e.message)).toEqual(['设备清单格式错误']);
    const rows = Array.from({ length: 51 }, () => ({ deviceName: 'x' }));
    expect(validateFormData(template, { devices: rows }).map((e) => e.message)).toEqual(['设备清单最多50行']);
  });
  it('unknown keys are errors', () => {
    expect(validateFormData(one({ type: 'input' }), { f: 'a', extra: 1 })).toEqual([{ path: 'extra', label: 'extra', message: '申报表中没有该字段' }]);
  });
  it('returns the errors in template order', () => {
    const template: FormTemplate = {
      fields: [
        { key: 'a', label: '甲', type: 'input', required: true },
        { key: 'b', label: '乙', type: 'number' },
        { key: 'c', label: '丙', type: 'date', required: true },
      ],
    };
    expect(validateFormData(template, { b: 'x' }).map((e) => e.path)).toEqual(['a', 'b', 'c']);
  });
});

describe('validateFormData: rules', () => {
  const rule = (r: FormTemplateRule, type: FormTemplateField['type'] = 'input') => (value: unknown) => messages({ type, rules: [r] }, value);

  it('pattern (unanchored JavaScript expression)', () => {
    const check = rule({ type: 'pattern', value: '^[A-Z]{2}\\d{4}$' });
    expect(check('ZJ2026')).toEqual([]);
    expect(check('zj2026')).toEqual(['字段格式错误']);
    expect(rule({ type: 'pattern', value: '\\d' })('abc1')).toEqual([]);
  });
  it('min and max on numbers and amounts', () => {
    expect(rule({ type: 'min', value: 0 }, 'number')(-1)).toEqual(['字段不能小于0']);
    expect(rule({ type: 'min', value: 0 }, 'number')(0)).toEqual([]);
    expect(rule({ type: 'max', value: '100' }, 'amount')(100.01)).toEqual(['字段不能大于100']);
    expect(rule({ type: 'max', value: 100 }, 'amount')(100)).toEqual([]);
  });
  it('minLength and maxLength count characters of text', () => {
    expect(rule({ type: 'minLength', value: 2 })('德')).toEqual(['字段不能少于2个字']);
    expect(rule({ type: 'minLength', value: 2 })('德清')).toEqual([]);
    expect(rule({ type: 'maxLength', value: 3 })('德清县')).toEqual([]);
    expect(rule({ type: 'maxLength', value: 3 })('德清县城')).toEqual(['字段不能超过3个字']);
  });
  it('minLength and maxLength count items of choice lists and table rows', () => {
    expect(messages({ type: 'checkbox', options: OPTIONS, rules: [{ type: 'minLength', value: 2 }] }, ['1'])).toEqual(['字段至少选择2项']);
    expect(messages({ type: 'multiSelect', options: OPTIONS, rules: [{ type: 'maxLength', value: 1 }] }, ['1', '2'])).toEqual(['字段最多选择1项']);
    const table = { type: 'table' as const, columns: [{ key: 'c', label: '列', type: 'input' as const }] };
    expect(messages({ ...table, rules: [{ type: 'minLength', value: 2 }] }, [{ c: 'a' }])).toEqual(['字段至少2行']);
    expect(messages({ ...table, rules: [{ type: 'maxLength', value: 1 }] }, [{ c: 'a' }, { c: 'b' }])).toEqual(['字段最多1行']);
  });
  it('mobile → 手机号格式错误 (seeds 000 §5)', () => {
    expect(rule({ type: 'mobile' })('13800138000')).toEqual([]);
    expect(rule({ type: 'mobile' })('1380013800')).toEqual(['手机号格式错误']);
  });
  it('creditCode → 社会信用代码格式错误 (seeds 000 §5)', () => {
    expect(rule({ type: 'creditCode' })('91330521MA2B3C4D5E')).toEqual([]);
    expect(rule({ type: 'creditCode' })('91330521ma2b3c4d5e')).toEqual(['社会信用代码格式错误']);
  });
  it('email → 邮箱格式错误', () => {
    expect(rule({ type: 'email' })('service@deqing.gov.cn')).toEqual([]);
    expect(rule({ type: 'email' })('service@deqing')).toEqual(['邮箱格式错误']);
    expect(rule({ type: 'email' })('a b@c.cn')).toEqual(['邮箱格式错误']);
  });
  it('a rule message replaces the standard text; the first failing rule wins; empty answers skip rules', () => {
    const field = { type: 'input' as const, rules: [{ type: 'minLength' as const, value: 11 }, { type: 'mobile' as const, message: '请填写正确的联系电话' }] };
    expect(messages(field, '1')).toEqual(['字段不能少于11个字']);
    expect(messages(field, '23800138000')).toEqual(['请填写正确的联系电话']);
    expect(messages(field, '')).toEqual([]);
  });
});

describe('validateTemplate', () => {
  const example: FormTemplate = {
    title: '技术改造项目补助申报表',
    version: 1,
    fields: [
      { key: 'projectName', label: '项目名称', type: 'input', required: true, rules: [{ type: 'maxLength', value: 100 }] },
      { key: 'investAmount', label: '设备投资额（万元）', type: 'number', required: true, rules: [{ type: 'min', value: 0 }] },
      { key: 'projectType', label: '项目类型', type: 'radio', required: true, options: OPTIONS.slice(0, 2) },
      { key: 'contactPhone', label: '联系电话', type: 'input', required: true, rules: [{ type: 'mobile', message: '手机号格式错误' }] },
      {
        key: 'devices',
        label: '设备清单',
        type: 'table',
        columns: [
          { key: 'deviceName', label: '设备名称', type: 'input', required: true },
          { key: 'amount', label: '金额（万元）', type: 'number' },
        ],
      },
      { key: 'invoice', label: '发票', type: 'upload', required: true, accept: '.pdf,.jpg,.png', limit: 3 },
    ],
  };
  const msgs = (template: unknown) => validateTemplate(template).map((e) => `${e.path}: ${e.message}`);

  it('accepts the contract example', () => {
    expect(validateTemplate(example)).toEqual([]);
  });
  it('refuses non-templates, an empty field list and another version', () => {
    expect(msgs(null)).toEqual([': 申报表模板格式错误']);
    expect(msgs({ fields: [] })).toEqual(['fields: 申报表至少需要一个字段']);
    expect(msgs({ fields: 'x' })).toEqual(['fields: 申报表模板格式错误']);
    expect(msgs({ version: 2, fields: [{ key: 'a', label: '甲', type: 'input' }] })).toEqual(['version: 不支持的模板版本']);
  });
  it('keys: the pattern and unique per level (the same key may appear in a table)', () => {
    expect(
      msgs({
        fields: [
          { key: 'a', label: '甲', type: 'input' },
          { key: 'a', label: '乙', type: 'input' },
          { key: '1b', label: '丙', type: 'input' },
          { key: 't', label: '表', type: 'table', columns: [{ key: 'a', label: '甲', type: 'input' }, { key: 'a', label: '甲', type: 'number' }] },
        ],
      }),
    ).toEqual([
      'fields.1.key: 字段键重复：a',
      'fields.2.key: 字段键须以字母开头，只含字母、数字和下划线，最多50个字符',
      'fields.3.columns.1.key: 字段键重复：a',
    ]);
  });
  it('labels and types', () => {
    expect(msgs({ fields: [{ key: 'a', label: ' ', type: 'input' }, { key: 'b', label: '乙', type: 'color' }] })).toEqual([
      'fields.0.label: 请输入字段名称',
      'fields.1.type: 不支持的字段类型：color',
    ]);
  });
  it('options: required for choice types, unique values, only there', () => {
    expect(
      msgs({
        fields: [
          { key: 'a', label: '甲', type: 'select' },
          { key: 'b', label: '乙', type: 'checkbox', options: [{ label: 'x', value: '1' }, { label: 'y', value: '1' }, { label: '', value: '2' }] },
          { key: 'c', label: '丙', type: 'input', options: OPTIONS },
          { key: 'd', label: '丁', type: 'multiSelect', options: [] },
        ],
      }),
    ).toEqual([
      'fields.0.options: 请为甲设置选项',
      'fields.1.options.1: 选项值重复：1',
      'fields.1.options.2: 选项的名称和值不能为空',
      'fields.2.options: 只有选择类字段可以设置选项',
      'fields.3.options: 请为丁设置选项',
    ]);
  });
  it('columns: required for tables, only there, no nested tables or list-valued columns', () => {
    expect(
      msgs({
        fields: [
          { key: 'a', label: '甲', type: 'table' },
          { key: 'b', label: '乙', type: 'input', columns: [{ key: 'x', label: 'x', type: 'input' }] },
          {
            key: 'c',
            label: '丙',
            type: 'table',
            columns: [
              { key: 'x', label: 'x', type: 'table', columns: [{ key: 'y', label: 'y', type: 'input' }] },
              { key: 'y', label: 'y', type: 'checkbox', options: OPTIONS },
              { key: 'z', label: 'z', type: 'dateRange' },
            ],
          },
        ],
      }),
    ).toEqual([
      'fields.0.columns: 请为甲设置表格列',
      'fields.1.columns: 只有表格字段可以设置列',
      'fields.2.columns.0.type: 表格列不支持表格类型',
      'fields.2.columns.1.type: 表格列不支持多选类型',
      'fields.2.columns.2.type: 表格列不支持日期范围类型',
    ]);
  });
  it('accept and limit only for uploads, limit 1 to 10', () => {
    expect(
      msgs({
        fields: [
          { key: 'a', label: '甲', type: 'input', accept: '.pdf' },
          { key: 'b', label: '乙', type: 'upload', limit: 11 },
          { key: 'c', label: '丙', type: 'upload', limit: 1.5 },
          { key: 'd', label: '丁', type: 'upload', limit: 10, accept: '.pdf' },
        ],
      }),
    ).toEqual(['fields.0: 只有附件上传字段可以设置允许的扩展名和文件数', 'fields.1.limit: 文件数须为1到10的整数', 'fields.2.limit: 文件数须为1到10的整数']);
  });
  it('rules: known, fitting the type, with valid values', () => {
    expect(
      msgs({
        fields: [
          { key: 'a', label: '甲', type: 'number', rules: [{ type: 'mobile' }] },
          { key: 'b', label: '乙', type: 'input', rules: [{ type: 'min', value: 1 }] },
          { key: 'c', label: '丙', type: 'input', rules: [{ type: 'pattern', value: '([' }] },
          { key: 'd', label: '丁', type: 'input', rules: [{ type: 'maxLength' }, { type: 'minLength', value: -1 }, { type: 'phone' }] },
          { key: 'e', label: '戊', type: 'amount', rules: [{ type: 'min', value: 10 }, { type: 'max', value: '5' }] },
          { key: 'f', label: '己', type: 'textarea', rules: [{ type: 'minLength', value: 5 }, { type: 'maxLength', value: 2 }] },
          { key: 'g', label: '庚', type: 'checkbox', options: OPTIONS, rules: [{ type: 'maxLength', value: 2 }] },
          { key: 'h', label: '辛', type: 'upload', rules: [{ type: 'maxLength', value: 2 }] },
        ],
      }),
    ).toEqual([
      'fields.0.rules.0: 数字字段不能使用mobile规则',
      'fields.1.rules.0: 单行文本字段不能使用min规则',
      'fields.2.rules.0: 正则表达式无效',
      'fields.3.rules.0: 请输入有效的规则参数',
      'fields.3.rules.1: 请输入有效的规则参数',
      'fields.3.rules.2: 不支持的校验规则：phone',
      'fields.4.rules: 最小值不能大于最大值',
      'fields.5.rules: 最小值不能大于最大值',
      'fields.7.rules.0: 附件上传字段不能使用maxLength规则',
    ]);
  });
});
