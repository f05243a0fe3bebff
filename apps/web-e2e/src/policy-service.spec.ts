/**
 * Issue 5 — the policy service for enterprises, on the demo data (`DEMO_DECLARATION_FLOW` and the
 * projects of apps/api/src/seed/content/policy-service-projects.ts):
 * the calculator with 匹配 / 部分匹配 / 不匹配 and 完善信息, every branch of the declaration entry
 * flow (seeds 000 §4) with its exact texts, a declaration through the template form, and the
 * health report. The tests run in order on one database (workers 1).
 */
import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt, openUserMenu } from './helpers';

/** The five flow policies of the demo seed (one open project each) against the qy company. */
const FLOW = {
  risk00Whole: { policy: '关于组织申报2026年度加快制造业高质量发展专项资金的通知', project: '2026年度制造业高质量发展设备投资补助' },
  risk00Incomplete: { policy: '关于组织申报2026年度工业企业技术改造项目补助专项资金的通知', project: '2026年度工业企业技术改造项目补助' },
  risk01: { policy: '关于组织申报2026年度绿色工厂和节能降碳改造奖励专项资金的通知', project: '2026年度节能降碳技术改造奖励' },
  risk02Whole: { policy: '关于组织申报2026年度品牌建设和标准化战略奖励专项资金的通知', project: '2026年度“品字标浙江制造”品牌认证奖励' },
  risk02Incomplete: { policy: '关于组织申报2026年度首台（套）装备推广应用奖励专项资金的通知', project: '2026年度首台（套）装备推广应用奖励' },
} as const;
type FlowKey = keyof typeof FLOW;

const policyIds = new Map<string, string>();

/** The id of a published policy, found through the public search (`listPolicyDoc`). */
async function policyId(page: Page, title: string): Promise<string> {
  const known = policyIds.get(title);
  if (known) return known;
  const res = await page.request.get(`/api/policy/doc/list?keyword=${encodeURIComponent(title)}&pageSize=10`);
  const body = (await res.json()) as { data: { list: Array<{ id: string; policyTitle: string }> } };
  const hit = body.data.list.find((p) => p.policyTitle === title);
  if (!hit) throw new Error(`policy not found: ${title}`);
  policyIds.set(title, hit.id);
  return hit.id;
}

/** Opens the policy service detail of a flow policy and presses 立即申报 of its project. */
async function startDeclaration(page: Page, key: FlowKey): Promise<void> {
  const { policy, project } = FLOW[key];
  await page.goto(`/page/policyserverdetail?id=${await policyId(page, policy)}`);
  await expect(page.getByRole('heading', { name: policy })).toBeVisible();
  await page.getByRole('button', { name: `立即申报：${project}` }).click();
}

async function expectDeclarePage(page: Page, key: FlowKey): Promise<void> {
  await expect(page).toHaveURL(/\/page\/policyserverdeclare\?/);
  await expect(page.getByText(FLOW[key].project).first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('the calculator lists matched, partly matched and unmatched projects; 完善信息 moves one to 匹配', async ({ page }) => {
  await loginAt(page, 'qy');
  await page.goto('/page/policyserver');
  await expect(page).toHaveURL(/\/page\/policyserver\/calculator\/list/);
  const overview = page.getByRole('region', { name: '匹配概况' });
  for (const label of ['匹配', '部分匹配', '不匹配']) await expect(overview.getByLabel(new RegExp(`^${label} \\d+ 个$`))).toBeVisible();
  await expect(page.getByTestId('incomplete-info')).toBeVisible();

  const tabs = page.getByRole('tablist', { name: '匹配结果' });
  await tabs.getByRole('tab', { name: /^部分匹配/ }).click();
  const rd = page.getByTestId('project-card').filter({ hasText: '2025年度企业研发费用补助' });
  await expect(rd).toBeVisible();
  await expect(rd.getByTestId('missing-data')).toContainText('上年度研发费用');
  // a project partly matched because a condition is not met names it
  await expect(page.getByTestId('unmet-conditions').first()).toBeVisible();
  await tabs.getByRole('tab', { name: /^不匹配/ }).click();
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await expect(page.getByTestId('unmet-conditions').first()).toContainText(/\S/);

  await page.goto('/page/policyserver/calculator/replenish');
  const form = page.getByRole('form', { name: '补充匹配信息' });
  await form.getByLabel(/上年度研发费用/).fill('1100');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功', { exact: true })).toBeVisible();

  // 匹配 now holds 14 projects, 10 a page (ordered by rate, then deadline): the card is on one of the two pages.
  const onMatchedPage = async (pageNumber: number) => {
    await page.goto(`/page/policyserver/calculator/list?result=1${pageNumber > 1 ? `&page=${pageNumber}` : ''}`);
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    return page.getByTestId('project-card').filter({ hasText: '2025年度企业研发费用补助' }).count();
  };
  expect((await onMatchedPage(1)) + (await onMatchedPage(2))).toBe(1);
  await page.goto('/page/policyserver/calculator/list?result=2');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: '2025年度企业研发费用补助' })).toHaveCount(0);
});

test('a visitor and an individual are asked to log in as an enterprise', async ({ page }) => {
  await startDeclaration(page, 'risk00Whole');
  let prompt = page.getByRole('dialog', { name: '提示' });
  await expect(prompt.getByText('请先使用企业账号进行登录')).toBeVisible();
  await expect(prompt.getByRole('link', { name: '去登录' }).or(prompt.getByRole('button', { name: '去登录' }))).toBeVisible();
  await prompt.getByRole('button', { name: '暂不登录' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/page\/policyserverdetail/);

  await loginAt(page, 'gr');
  await startDeclaration(page, 'risk00Whole');
  prompt = page.getByRole('dialog', { name: '提示' });
  await expect(prompt.getByText('请先使用企业账号进行登录')).toBeVisible();
  await expect(page).toHaveURL(/\/page\/policyserverdetail/);
});

test('an enterprise without data authorization goes straight to the declaration; then it authorizes', async ({ page }) => {
  await loginAt(page, 'qy');
  // risk 01 would block, but without authorization 02 there is no risk check (seeds 000 §4 step 2)
  await startDeclaration(page, 'risk01');
  await expectDeclarePage(page, 'risk01');

  await page.goto('/page/home');
  await openUserMenu(page, '张伟');
  await page.getByRole('menuitem', { name: '企业用户授权' }).click();
  const dialog = page.getByRole('dialog', { name: '企业用户授权' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible(); // not closable before 02
  await dialog.getByRole('button', { name: '同意授权' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(dialog).toBeHidden(); // it closes once the choice is saved
  // opened again it shows 已授权 in place of the two buttons
  await openUserMenu(page, '张伟');
  await page.getByRole('menuitem', { name: '企业用户授权' }).click();
  await expect(dialog.getByText('已授权')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '同意授权' })).toHaveCount(0);
});

test('with authorization 02 the risk check decides: 00, 01 and 02 with whole and incomplete information', async ({ page }) => {
  await loginAt(page, 'qy');

  await startDeclaration(page, 'risk00Whole');
  await expectDeclarePage(page, 'risk00Whole');

  await startDeclaration(page, 'risk00Incomplete');
  let prompt = page.getByRole('dialog', { name: '信息完善提示' });
  await expect(prompt.getByRole('button', { name: '去完善信息' })).toBeVisible();
  await prompt.getByRole('button', { name: '去申报' }).click();
  await expectDeclarePage(page, 'risk00Incomplete');

  await startDeclaration(page, 'risk00Incomplete');
  await page.getByRole('dialog', { name: '信息完善提示' }).getByRole('button', { name: '去完善信息' }).click();
  await expect(page).toHaveURL(/\/page\/policyserverreplenish\?/);

  await startDeclaration(page, 'risk01');
  const blocking = page.getByRole('dialog', { name: '无法申报' });
  await expect(blocking.getByText('欠缴税款')).toBeVisible();
  await blocking.getByRole('button', { name: '我知道了' }).click();
  await expect(blocking).toBeHidden();
  await expect(page).toHaveURL(/\/page\/policyserverdetail/);

  await startDeclaration(page, 'risk02Whole');
  let warning = page.getByRole('dialog', { name: '风险提示' });
  await expect(warning.getByText('行政处罚')).toBeVisible();
  await warning.getByRole('button', { name: '我知道了' }).click();
  await expectDeclarePage(page, 'risk02Whole');

  await startDeclaration(page, 'risk02Incomplete');
  warning = page.getByRole('dialog', { name: '风险提示' });
  await warning.getByRole('button', { name: '我知道了' }).click();
  prompt = page.getByRole('dialog', { name: '信息完善提示' });
  await expect(prompt.getByRole('button', { name: '去完善信息' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: '去申报' })).toBeVisible();
});

test('a declaration through the template form: invalid field blocks, abandon asks, submitted shows 待审核', async ({ page }) => {
  await loginAt(page, 'qy');
  // straight to the form (the entry flow has its own test above)
  const res = await page.request.get(`/api/policy/doc/applyProjectList?keyword=${encodeURIComponent(FLOW.risk02Whole.project)}`);
  const projects = ((await res.json()) as { data: { list: Array<{ id: string; projectName: string }> } }).data.list;
  const projectId = projects.find((p) => p.projectName === FLOW.risk02Whole.project)?.id ?? '';
  await page.goto(`/page/policyserverdeclare?projectId=${projectId}`);
  await expectDeclarePage(page, 'risk02Whole');

  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('联系人').fill('张伟');
  await box('联系电话').fill('13857201001');
  await box('项目名称').fill('“品字标浙江制造”认证');
  await box('申请扶持金额（元）').fill('200000');
  await box('项目简介').fill('2026 年通过“品字标浙江制造”认证，产品标准达到国内先进水平。');
  await box('项目负责人').fill('张伟');
  const phone = box('项目负责人手机');
  await phone.fill('123');

  // leaving asks first
  await page.getByRole('button', { name: '返回', exact: true }).click();
  const abandon = page.getByRole('dialog').filter({ hasText: '是否确定要放弃录入本次政策申报？' });
  await expect(abandon.getByRole('button', { name: '确认退出' })).toBeVisible();
  await abandon.getByRole('button', { name: '继续录入' }).click();
  await expect(abandon).toBeHidden();

  await page.getByRole('button', { name: '提交申报' }).click();
  await expect(page.getByText('手机号格式错误')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toBeInViewport();
  await expect(page).toHaveURL(/\/page\/policyserverdeclare\?/);

  await phone.fill('13857201001');
  await page.getByRole('button', { name: '提交申报' }).click();
  await expect(page).toHaveURL(/\/page\/policyserverdectail\?id=/);
  await expect(page.getByText('待审核').first()).toBeVisible();
  await expect(page.getByText(FLOW.risk02Whole.project).first()).toBeVisible();

  await page.goto('/work/my/declare');
  await expect(page.getByRole('heading', { level: 1, name: '我的申报' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: FLOW.risk02Whole.project });
  await expect(row).toContainText('待审核');
  // the seeded, already examined declaration is there too
  await expect(page.getByRole('row').filter({ hasText: '审核通过' })).toHaveCount(1);
});

test('the enterprise health report renders for the seeded company', async ({ page }) => {
  await loginAt(page, 'qy');
  await page.goto('/page/policyserverReport');
  await expect(page.getByRole('heading', { name: '企业体检报告' })).toBeVisible();
  const overview = page.getByRole('region', { name: '体检概况' });
  await expect(overview.getByText('综合得分')).toBeVisible();
  await expect(overview).toContainText('德清县恒达新材料有限公司');
  for (const title of ['基本信息', '经营状况', '创新能力', '合规风险', '政策享受']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '体检建议' })).toBeVisible();
});
