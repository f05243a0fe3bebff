import { render, screen, setupMsw, within } from '@qifu/ui/testing';
import { describe, expect, it } from 'vitest';

import { DynamicForm } from './dynamic-form';
import { ALL_ANSWERS, ALL_TYPES, EMPTY_ANSWERS, regionHandler } from './test-fixtures';

setupMsw(regionHandler);

/** The answer cell of a field label in the read-only table. */
const answerOf = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  const cell = header.closest('tr')?.cells[1];
  if (!cell) throw new Error(`no answer for ${label}`);
  return cell;
};

describe('DynamicForm readOnly (FormAnswers)', { timeout: 30_000 }, () => {
  it('shows the answers: labels of options, formatted numbers and dates, region names, links, tables', async () => {
    render(<DynamicForm template={ALL_TYPES} initialValues={ALL_ANSWERS} readOnly onSubmit={() => undefined} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(answerOf('项目名称')).toHaveTextContent('年产5万吨新材料技改项目');
    expect(answerOf('项目简介')).toHaveTextContent('第一行 第二行');
    expect(answerOf('职工人数')).toHaveTextContent('120');
    expect(answerOf('投资额')).toHaveTextContent('1,234,567.50');
    expect(answerOf('开工日期')).toHaveTextContent('2024年05月06日');
    expect(answerOf('建设周期')).toHaveTextContent('2024年05月01日 至 2024年12月31日');
    expect(answerOf('所属行业')).toHaveTextContent('制造业');
    expect(answerOf('企业标签')).toHaveTextContent('专精特新、高新技术');
    expect(answerOf('项目类型')).toHaveTextContent('技改');
    expect(answerOf('扶持方式')).toHaveTextContent('贷款贴息');
    expect(await within(answerOf('项目地点')).findByText('湖州市 / 德清县 / 武康街道')).toBeInTheDocument();
    const invoice = within(answerOf('发票')).getByRole('link', { name: '发票.pdf' });
    expect(invoice.getAttribute('href')).toContain('/api/files/dowload?filePath=2026%2F04%2Fa.pdf');

    const devices = within(answerOf('设备清单')).getByRole('table', { name: '设备清单' });
    const rows = within(devices).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['序号设备名称单价凭证', '1数控机床88,000.00合同.pdf', '2激光切割机--']);
    expect(within(devices).getByRole('link', { name: '合同.pdf' })).toBeInTheDocument();
  });

  it('shows - for unanswered fields and the code while a region name is unknown', () => {
    render(<DynamicForm template={ALL_TYPES} initialValues={{ ...EMPTY_ANSWERS, area: '999999' }} readOnly onSubmit={() => undefined} />);
    for (const label of ['项目名称', '投资额', '建设周期', '企业标签', '发票', '设备清单']) {
      expect(answerOf(label)).toHaveTextContent(/^-$/);
    }
    expect(answerOf('项目地点')).toHaveTextContent('999999');
  });
});
