import { configure } from '@testing-library/react';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { ACHIEVEMENT_DETAIL, EXPERT_DETAIL, REQUIREMENT_DETAIL } from '../testing/tech-fixtures';
import { TechExpertDetailPage, TechNeedDetailPage, TechResultDetailPage } from './tech-detail-page';

// Mantine renders slowly in jsdom on a busy machine: wait longer for async UI.
configure({ asyncUtilTimeout: 5_000 });

const detailIds: string[] = [];
let achievementAnswer: () => Response = () => HttpResponse.json(okEnvelope(ACHIEVEMENT_DETAIL));

setupMsw(
  http.get(apiUrl('/tech/achievement/detail'), ({ request }) => {
    detailIds.push(new URL(request.url).searchParams.get('id') ?? '');
    return achievementAnswer();
  }),
  http.get(apiUrl('/tech/expert/detail'), () => HttpResponse.json(okEnvelope(EXPERT_DETAIL))),
  http.get(apiUrl('/tech/requirement/detail'), () => HttpResponse.json(okEnvelope(REQUIREMENT_DETAIL))),
);

const wrapper = createTestWrapper({ path: '/page/techService/resultdetals' });

beforeEach(() => {
  detailIds.length = 0;
  achievementAnswer = () => HttpResponse.json(okEnvelope(ACHIEVEMENT_DETAIL));
});

/** The value shown next to a field label (`label：value`). */
function fieldValue(label: string): string {
  const labelNode = screen.getByText(`${label}：`);
  return labelNode.nextElementSibling?.textContent ?? '';
}

describe('TechResultDetailPage (成果详情)', { timeout: 20_000 }, () => {
  it('shows every field of the achievement, its text and a back link to the list', async () => {
    render(<TechResultDetailPage id={ACHIEVEMENT_DETAIL.id} />, { wrapper });
    expect(await screen.findByRole('heading', { name: ACHIEVEMENT_DETAIL.achievementName })).toBeInTheDocument();
    expect(detailIds).toEqual([ACHIEVEMENT_DETAIL.id]);
    expect(fieldValue('技术领域')).toBe('新材料/复合材料');
    expect(fieldValue('成果类型')).toBe('发明专利');
    expect(fieldValue('成熟度')).toBe('中试阶段');
    expect(fieldValue('合作方式')).toBe('技术转让');
    expect(fieldValue('转让价格')).toBe('200万元');
    expect(fieldValue('成果持有单位')).toBe('浙江工业大学德清研究院');
    expect(fieldValue('专利号')).toBe('ZL202410123456.7');
    expect(fieldValue('联系人')).toBe('周涛');
    expect(fieldValue('联系电话')).toBe('13757212345');
    expect(fieldValue('发布时间')).toBe('2025年03月18日');
    expect(fieldValue('浏览次数')).toBe('236');
    expect(screen.getByText('以改性秸秆纤维为增强相的可降解复合材料。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '成果详情' })).toBeInTheDocument();
    expect(screen.getByText('主要指标：拉伸强度 62 MPa。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回科技成果' })).toHaveAttribute('href', '/page/techService/resultList');
  });

  it('shows the server message of an item not on the shelf, with 重新加载', async () => {
    achievementAnswer = () => HttpResponse.json(failEnvelope('NOT_FOUND_ENTITY', '科技成果不存在'));
    render(<TechResultDetailPage id={ACHIEVEMENT_DETAIL.id} />, { wrapper });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('科技成果不存在')).toBeInTheDocument();
    achievementAnswer = () => HttpResponse.json(okEnvelope(ACHIEVEMENT_DETAIL));
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: ACHIEVEMENT_DETAIL.achievementName })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回科技成果' })).toBeInTheDocument();
  });

  it('says 暂无数据 without an id and asks nothing', async () => {
    render(<TechResultDetailPage id={undefined} />, { wrapper });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(detailIds).toEqual([]);
  });
});

describe('the other details', { timeout: 20_000 }, () => {
  it('专家详情: gender, title, organization, field, phone, e-mail, introduction', async () => {
    render(<TechExpertDetailPage id={EXPERT_DETAIL.id} />, { wrapper });
    expect(await screen.findByRole('heading', { name: EXPERT_DETAIL.expertName })).toBeInTheDocument();
    expect(fieldValue('性别')).toBe('男');
    expect(fieldValue('职称')).toBe('教授');
    expect(fieldValue('所在单位')).toBe('浙江工业大学');
    expect(fieldValue('研究方向')).toBe('高分子复合材料');
    expect(fieldValue('电子邮箱')).toBe('liujg@example.edu.cn');
    expect(screen.getByText('主持国家自然科学基金项目 4 项。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专家库' })).toHaveAttribute('href', '/page/techService/expertlist');
  });

  it('需求详情: enterprise, budget, deadline, cooperation, contact', async () => {
    render(<TechNeedDetailPage id={REQUIREMENT_DETAIL.id} />, { wrapper });
    expect(await screen.findByRole('heading', { name: REQUIREMENT_DETAIL.requirementName })).toBeInTheDocument();
    expect(fieldValue('需求企业')).toBe('德清县恒达新材料有限公司');
    expect(fieldValue('预算')).toBe('80万元');
    expect(fieldValue('截止日期')).toBe('2027年06月30日');
    expect(fieldValue('合作方式')).toBe('合作开发');
    expect(fieldValue('联系人')).toBe('张伟');
    expect(screen.getByText('现有凹版涂覆存在边缘增厚。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回技术需求' })).toHaveAttribute('href', '/page/techService/techneed');
  });
});
