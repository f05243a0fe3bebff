import type { TechExpert, TechInstitute } from '@qifu/tech-data-access';
import { describe, expect, it } from 'vitest';

import { streetChain, techItemRules, techItemValues, toTechForm, type TechItemValues } from './tech-item-values';

const blank = techItemValues('achievement');

describe('toTechForm', () => {
  it('builds an achievement body: last domain code, 面议 as null, blank rich text left null', () => {
    const values: TechItemValues = {
      ...blank,
      name: ' 秸秆纤维复合材料 ',
      domain: ['03', '0304'],
      bigTypeCode: '10',
      smallTypeCode: '1001',
      maturity: '3',
      cooperationMode: '1',
      price: '',
      holderName: '德清县恒达新材料有限公司',
      content: '<p> </p>',
      images: [{ filePath: '2026/11/a.png', fileName: 'a.png', exName: 'png' }],
      contactName: '张伟',
      contactPhone: '13857201001',
    };
    expect(toTechForm('achievement', values, 'id-1')).toEqual({
      id: 'id-1',
      achievementName: '秸秆纤维复合材料',
      domainId: '0304',
      bigTypeCode: '10',
      smallTypeCode: '1001',
      maturity: '3',
      cooperationMode: '1',
      price: null,
      holderName: '德清县恒达新材料有限公司',
      patentNo: null,
      summary: null,
      content: null,
      images: [{ fileName: 'a.png', filePath: '2026/11/a.png' }],
      contactName: '张伟',
      contactPhone: '13857201001',
    });
  });

  it('round-trips an expert and an institute through the dialog values', () => {
    const expert = {
      id: 'e1',
      expertName: '刘建国',
      gender: '1',
      jobTitle: '教授',
      organizationName: '浙江工业大学',
      domainId: '0301',
      researchField: null,
      avatar: { fileName: '照片.jpg', filePath: '2026/11/avatar.jpg' },
      introduction: '<p>简介</p>',
      contactPhone: null,
      email: 'liujg@example.edu.cn',
    } as unknown as TechExpert;
    const values = techItemValues('expert', expert);
    expect(values.domain).toEqual(['03', '0301']);
    expect(toTechForm('expert', values, 'e1')).toEqual({
      id: 'e1',
      expertName: '刘建国',
      gender: '1',
      jobTitle: '教授',
      organizationName: '浙江工业大学',
      domainId: '0301',
      researchField: null,
      avatar: { fileName: '照片.jpg', filePath: '2026/11/avatar.jpg' },
      introduction: '<p>简介</p>',
      contactPhone: null,
      email: 'liujg@example.edu.cn',
    });

    const institute = {
      id: 'i1',
      instituteName: '浙江工业大学德清研究院',
      instituteType: '3',
      domainId: '03',
      streetCode: '330521001',
      address: '武康街道科源路 10 号',
      logo: null,
      summary: null,
      content: null,
      website: null,
      contactName: '王芳',
      contactPhone: '13587212345',
    } as unknown as TechInstitute;
    const back = toTechForm('institute', techItemValues('institute', institute), 'i1');
    expect(back).toMatchObject({ domainId: '03', streetCode: '330521001', logo: null, website: null });
  });

  it('sends a street code only when the street is chosen', () => {
    expect(streetChain('330521001')).toEqual(['3305', '330521', '330521001']);
    expect(streetChain(null)).toEqual([]);
    const values = { ...techItemValues('institute'), region: ['3305', '330521'] };
    expect(toTechForm('institute', values).streetCode).toBeNull();
  });
});

describe('techItemRules', () => {
  it('asks for the required fields with the documents’ phone messages', () => {
    const rules = techItemRules('achievement');
    const check = (field: keyof TechItemValues, value: unknown) => (rules[field] as ((v: unknown, all: TechItemValues) => string | null) | undefined)?.(value, blank);
    expect(check('name', ' ')).toBe('请输入成果名称');
    expect(check('domain', [])).toBe('请选择技术领域');
    expect(check('contactPhone', '')).toBe('手机号不能为空');
    expect(check('contactPhone', '1385720100')).toBe('手机号格式错误');
    expect(check('contactPhone', '13857201001')).toBeNull();
    const expert = techItemRules('expert');
    expect((expert.contactPhone as (v: string, all: TechItemValues) => string | null)('', blank)).toBeNull();
    expect((expert.email as (v: string, all: TechItemValues) => string | null)('a@b', blank)).toBe('电子邮箱格式错误');
  });
});
