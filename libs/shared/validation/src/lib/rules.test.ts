import { describe, expect, it } from 'vitest';

import {
  CREDIT_CODE_PATTERN,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TITLE_MAX,
  FILE_LIMIT,
  IMAGE_LIMIT,
  PASSWORD_MIN_LENGTH,
  SEARCH_DEBOUNCE_MS,
  UPLOAD_DEFAULT_MB,
  UPLOAD_DOCUMENT_MB,
} from './constants';
import {
  adjustDateRange,
  isAccepted,
  validateConsultContent,
  validateCreditCode,
  validateDateRange,
  validateFeedbackPhone,
  validateFeedbackText,
  validateFeedbackTitle,
  validateFileCount,
  validateImageCount,
  validateImagesUploaded,
  validateMaxLength,
  validateMobile,
  validateNewPassword,
  validateOldPassword,
  validateRequired,
  validateTreeSelection,
  validateUnitName,
  validateUpload,
} from './rules';

const MB = 1024 * 1024;

describe('constants (seeds 000 §9, 001 §9)', () => {
  it('hold the documents values', () => {
    expect([
      PASSWORD_MIN_LENGTH,
      FEEDBACK_TITLE_MAX,
      FEEDBACK_TEXT_MAX,
      UPLOAD_DEFAULT_MB,
      UPLOAD_DOCUMENT_MB,
      IMAGE_LIMIT,
      FILE_LIMIT,
      SEARCH_DEBOUNCE_MS,
    ]).toEqual([8, 30, 300, 10, 30, 3, 1, 500]);
  });
});

describe('validateNewPassword (seeds 000 §5)', () => {
  const complexity = '不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号';
  it('requires a value', () => {
    expect(validateNewPassword('')).toBe('请输入新密码');
    expect(validateNewPassword(undefined)).toBe('请输入新密码');
  });
  it.each(['Abc12345!', 'a1~aaaaa', 'zz9^zz9^', 'P@ssw0rd', '1a*中文中文中'])('accepts %s', (v) => {
    expect(validateNewPassword(v)).toBeNull();
  });
  it.each(['Ab1!xyz', 'abcdefg!', '12345678!', 'abcd1234', 'abcd1234.', 'ABCD1234_'])('rejects %s', (v) => {
    expect(validateNewPassword(v)).toBe(complexity);
  });
});

describe('validateOldPassword (seeds 000 §5)', () => {
  it('requires a value', () => {
    expect(validateOldPassword('')).toBe('请输入旧密码');
    expect(validateOldPassword(null)).toBe('请输入旧密码');
    expect(validateOldPassword('x')).toBeNull();
  });
});

describe('validateConsultContent (seeds 000 §5)', () => {
  it('requires content after trimming', () => {
    expect(validateConsultContent('')).toBe('请输入咨询内容');
    expect(validateConsultContent('   \n ')).toBe('请输入咨询内容');
    expect(validateConsultContent(' 能否申报？ ')).toBeNull();
  });
});

describe('validateMobile (seeds 000 §5, 001 §5)', () => {
  it('requires a value', () => {
    expect(validateMobile('')).toBe('手机号不能为空');
    expect(validateMobile(undefined)).toBe('手机号不能为空');
  });
  it.each(['13800138000', '10000000000', '19912345678'])('accepts %s', (v) => {
    expect(validateMobile(v)).toBeNull();
  });
  it.each(['1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000'])('rejects %s', (v) => {
    expect(validateMobile(v)).toBe('手机号格式错误');
  });
});

describe('validateFeedbackPhone (seeds 000 §5)', () => {
  it.each(['13800138000', '15912345678', '19912345678'])('accepts %s', (v) => {
    expect(validateFeedbackPhone(v)).toBeNull();
  });
  it.each(['12800138000', '10000000000', '1380013800', '', undefined])('rejects %s', (v) => {
    expect(validateFeedbackPhone(v)).toBe('请输入正确的手机号');
  });
});

describe('validateCreditCode (seeds 000 §5, 001 §5)', () => {
  it('requires a value', () => {
    expect(validateCreditCode('')).toBe('社会信用代码不能为空');
  });
  it.each(['91330521MA2B3C4D5E', '913305210000000000', '12330521ABCDEFGH12'])('accepts %s', (v) => {
    expect(validateCreditCode(v)).toBeNull();
    expect(CREDIT_CODE_PATTERN.test(v)).toBe(true);
  });
  it.each([
    '91330521MA2B3C4D5', // 17 characters
    '91330521MA2B3C4D5E1', // 19 characters
    'I1330521MA2B3C4D5E', // I in the first two
    '9O330521MA2B3C4D5E', // O in the first two
    '91330521MA2B3C4D5Z', // Z in the last ten
    '91330521ma2b3c4d5e', // lower case
    '913305A1MA2B3C4D5E', // letter in the six digits
    '91330521MA2B3C4S5E', // S
    '91330521MA2B3C4V5E', // V
  ])('rejects %s', (v) => {
    expect(validateCreditCode(v)).toBe('社会信用代码格式错误');
  });
});

describe('validateRequired / validateMaxLength', () => {
  it('validateRequired fails on missing, blank and empty list', () => {
    const rule = validateRequired('请输入标题');
    expect(rule('')).toBe('请输入标题');
    expect(rule('  ')).toBe('请输入标题');
    expect(rule(null)).toBe('请输入标题');
    expect(rule([])).toBe('请输入标题');
    expect(rule('x')).toBeNull();
    expect(rule(0)).toBeNull();
    expect(rule(['a'])).toBeNull();
  });
  it('validateMaxLength counts characters', () => {
    const rule = validateMaxLength(3, '太长');
    expect(rule('中文字')).toBeNull();
    expect(rule('中文字符')).toBe('太长');
    expect(rule('')).toBeNull();
    expect(rule(undefined)).toBeNull();
  });
});

describe('feedback rules (seeds 000 §5)', () => {
  it('title: required, at most 30', () => {
    expect(validateFeedbackTitle('')).toBe('请输入标题');
    expect(validateFeedbackTitle('标'.repeat(30))).toBeNull();
    expect(validateFeedbackTitle('标'.repeat(31))).toBe('标题不能超过30个字');
  });
  it('message: required, at most 300', () => {
    expect(validateFeedbackText(' ')).toBe('请输入留言');
    expect(validateFeedbackText('留'.repeat(300))).toBeNull();
    expect(validateFeedbackText('留'.repeat(301))).toBe('留言不能超过300个字');
  });
});

describe('validateUnitName (seeds 001 §5)', () => {
  it('issuing and organiser units', () => {
    expect(validateUnitName('issuing')('')).toBe('请输入发文单位名称');
    expect(validateUnitName('organiser')('  ')).toBe('请输入承办单位名称');
    expect(validateUnitName('issuing')('德清县经信局')).toBeNull();
  });
});

describe('validateUpload (seeds 000 §5, 001 §5)', () => {
  const file = (name: string, size: number, type?: string) => ({ name, size, ...(type ? { type } : {}) });

  it('generic file: default 10 MB, 文件大小不能大于{n}M', () => {
    expect(validateUpload({ kind: 'file', file: file('a.pdf', 10 * MB) })).toBeNull();
    expect(validateUpload({ kind: 'file', file: file('a.pdf', 10 * MB + 1) })).toBe('文件大小不能大于10M');
    expect(validateUpload({ kind: 'file', file: file('a.pdf', 6 * MB), maxSizeMb: 5 })).toBe('文件大小不能大于5M');
  });
  it('generic file: 请上传{accept}类型的文件', () => {
    expect(validateUpload({ kind: 'file', file: file('a.exe', 10), accept: '.pdf,.docx' })).toBe('请上传.pdf,.docx类型的文件');
    expect(validateUpload({ kind: 'file', file: file('A.PDF', 10), accept: '.pdf,.docx' })).toBeNull();
    expect(validateUpload({ kind: 'file', file: file('a.pdf', 10), accept: ['.pdf'] })).toBeNull();
  });
  it('spreadsheet: 请请上传10M以下的.xls或.xlsx文件 (the documents spelling)', () => {
    expect(validateUpload({ kind: 'spreadsheet', file: file('a.xlsx', MB) })).toBeNull();
    expect(validateUpload({ kind: 'spreadsheet', file: file('a.xls', MB) })).toBeNull();
    expect(validateUpload({ kind: 'spreadsheet', file: file('a.csv', MB) })).toBe('请请上传10M以下的.xls或.xlsx文件');
    expect(validateUpload({ kind: 'spreadsheet', file: file('a.xlsx', 11 * MB) })).toBe('请请上传10M以下的.xls或.xlsx文件');
  });
  it('document: 30 MB, 请上传30M以下的文件', () => {
    expect(validateUpload({ kind: 'document', file: file('a.pdf', 30 * MB) })).toBeNull();
    expect(validateUpload({ kind: 'document', file: file('a.pdf', 30 * MB + 1) })).toBe('请上传30M以下的文件');
  });
  it('image: 图片大于10M! and image types', () => {
    expect(validateUpload({ kind: 'image', file: file('a.png', MB) })).toBeNull();
    expect(validateUpload({ kind: 'image', file: file('a.png', 11 * MB) })).toBe('图片大于10M!');
    expect(validateUpload({ kind: 'image', file: file('a.txt', MB) })).toBe('请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件');
    expect(validateUpload({ kind: 'image', file: file('photo', MB, 'image/heic'), accept: 'image/*' })).toBeNull();
  });
  it('attachment: 文件大于10M!', () => {
    expect(validateUpload({ kind: 'attachment', file: file('a.zip', 10 * MB) })).toBeNull();
    expect(validateUpload({ kind: 'attachment', file: file('a.zip', 10 * MB + 1) })).toBe('文件大于10M!');
  });
  it('word: .docx only', () => {
    expect(validateUpload({ kind: 'word', file: file('a.docx', MB) })).toBeNull();
    expect(validateUpload({ kind: 'word', file: file('a.doc', MB) })).toBe('请上传.docx类型的文件');
  });
  it('isAccepted handles MIME entries', () => {
    expect(isAccepted({ name: 'x', type: 'application/pdf' }, 'application/pdf')).toBe(true);
    expect(isAccepted({ name: 'x.jpg' }, 'image/*')).toBe(true);
    expect(isAccepted({ name: 'x.pdf' }, 'image/*')).toBe(false);
    expect(isAccepted({ name: 'x.pdf' }, undefined)).toBe(true);
  });
});

describe('counts (seeds 000 §5, 001 §5)', () => {
  it('validateFileCount: default 1, 只能上传{limit}个文件', () => {
    expect(validateFileCount(1)).toBeNull();
    expect(validateFileCount(2)).toBe('只能上传1个文件');
    expect(validateFileCount(5, 5)).toBeNull();
    expect(validateFileCount(6, 5)).toBe('只能上传5个文件');
  });
  it('validateImageCount: default 3, 至多上传{limit}张，请删除后再上传!', () => {
    expect(validateImageCount(3)).toBeNull();
    expect(validateImageCount(4)).toBe('至多上传3张，请删除后再上传!');
    expect(validateImageCount(10, 9)).toBe('至多上传9张，请删除后再上传!');
  });
  it('validateImagesUploaded: all images uploaded before submit', () => {
    expect(validateImagesUploaded(0)).toBeNull();
    expect(validateImagesUploaded(2)).toBe('请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！');
  });
});

describe('date range (seeds 000 §5, 001 §5)', () => {
  it('start and end must not be equal', () => {
    expect(validateDateRange('2026-01-01', '2026-01-01')).toBe('开始时间和结束时间不能相等');
    expect(validateDateRange(new Date('2026-01-01T00:00:00Z'), Date.parse('2026-01-01T00:00:00Z'))).toBe('开始时间和结束时间不能相等');
    expect(validateDateRange('2026-01-01', '2026-01-02')).toBeNull();
    expect(validateDateRange(null, '2026-01-02')).toBeNull();
  });
  it('clears the other side when the range is reversed', () => {
    expect(adjustDateRange('start', '2026-02-01', '2026-01-01')).toEqual({ start: '2026-02-01', end: null });
    expect(adjustDateRange('end', '2026-02-01', '2026-01-01')).toEqual({ start: null, end: '2026-01-01' });
    expect(adjustDateRange('end', '2026-01-01', '2026-02-01')).toEqual({ start: '2026-01-01', end: '2026-02-01' });
  });
});

describe('validateTreeSelection (seeds 000 §5)', () => {
  it('refuses disabled nodes and, with onlyLeaf, non-leaves', () => {
    expect(validateTreeSelection({ label: '制造业', disabled: true, isLeaf: false })).toBe('不能选择根节点（制造业）请重新选择。');
    expect(validateTreeSelection({ label: '制造业', isLeaf: false }, true)).toBe('请选择最小分类。');
    expect(validateTreeSelection({ label: '制造业', isLeaf: false })).toBeNull();
    expect(validateTreeSelection({ label: '纺织', isLeaf: true }, true)).toBeNull();
  });
});
