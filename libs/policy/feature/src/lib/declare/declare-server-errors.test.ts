import { ApiError } from '@qifu/sdk';
import { describe, expect, it } from 'vitest';

import { declareServerErrors } from './declare-server-errors';
import { TEMPLATE } from './test-fixtures';

const badRequest = (msg: string, description?: string) =>
  new ApiError({ status: 400, code: 'BAD_REQUEST', msg, description, path: '/policy/doc/saveProjectApply' });

describe('declareServerErrors', () => {
  it('puts a template refusal (validateFormData, 标签：问题) on its field', () => {
    expect(declareServerErrors(badRequest('请输入设备投资额（万元）'), TEMPLATE, { projectTitle: 'a', investAmount: null }, false)).toEqual({
      form: [{ path: 'investAmount', label: '设备投资额（万元）', message: '请输入设备投资额（万元）' }],
      own: {},
    });
    expect(declareServerErrors(badRequest('项目名称：与已立项项目重名'), TEMPLATE, { projectTitle: 'a', investAmount: 1 }, false)?.form).toEqual([
      { path: 'projectTitle', label: '项目名称', message: '与已立项项目重名' },
    ]);
  });

  it('reads the contract check’s 参数 <path> wording', () => {
    const phone = '参数 contactPhone 应当匹配模式 "^1\\d{10}$"';
    expect(declareServerErrors(badRequest('请求参数错误', phone), TEMPLATE, {}, true)).toEqual({ form: [], own: { contactPhone: phone } });
    const answer = '参数 formData.investAmount 应当是 number 类型';
    expect(declareServerErrors(badRequest('请求参数错误', answer), TEMPLATE, {}, true)?.form).toEqual([
      { path: 'investAmount', label: '设备投资额（万元）', message: answer },
    ]);
    expect(declareServerErrors(badRequest('请求参数错误', '参数 attachments[3].filePath 不能为空'), TEMPLATE, {}, true)?.own).toEqual({
      attachments: '参数 attachments[3].filePath 不能为空',
    });
  });

  it('keeps anything else for the form as a whole, and ignores other failures', () => {
    expect(declareServerErrors(badRequest('文件不存在'), TEMPLATE, {}, false)?.form).toEqual([{ path: '', label: '', message: '文件不存在' }]);
    expect(declareServerErrors(new ApiError({ status: 200, code: 'BUSINESS_RULE', msg: '不在申报时间内', path: '' }), TEMPLATE, {}, false)).toBeNull();
    expect(declareServerErrors(new Error('x'), TEMPLATE, {}, false)).toBeNull();
  });
});
