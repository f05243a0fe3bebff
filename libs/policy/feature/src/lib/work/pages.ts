/**
 * The policy domain's workbench pages (issue 12 Part B "政策咨询", "申报审核"), loaded on demand with
 * `loadPolicyWorkPages()` and routed by `apps/web/src/work/policy.pages.ts`:
 * - `PolicyConsultPage` — /work/policy/consult 政策咨询 (pol:consult:view; 答复 with pol:consult:result);
 * - `MyConsultPage` — /work/my/consult 我的咨询 (any login: the caller's own consultations and answers);
 * - `DeclareReviewPage` — /work/dec/declare 申报审核 (dec:declare:list; 审核, 导出).
 * Pages take no props and render no h1 (the workbench layout shows the menu's title). The Mantine
 * styles they need load with them.
 */
import '@mantine/core/styles.layer.css';

export { PolicyConsultPage } from './consult/policy-consult-page';
export { MyConsultPage } from './my-consult/my-consult-page';
export { DeclareReviewPage } from './declare/declare-review-page';
// 申报项目 (form builder), 项目申报审核, 补助发放 and 我的补助 (issue 15)
export { ApplyProjectPage } from './apply-project/apply-project-page';
export { ProjectApplyReviewPage } from './apply-review/project-apply-review-page';
export { AllowancePage } from './allowance/allowance-page';
export { MyAllowancePage } from './allowance/my-allowance-page';
// Policy administration (issue 15): 政策发布, 政策文件, 政策信息库.
export { PolicyInfoPage } from './policy-info/policy-info-page';
export { PolicyFilePage } from './policy-file/policy-file-page';
export { PolInfoPage } from './pol-info/pol-info-page';
// 政策计算器 with its pre-match (issue 15)
export { CalculatorPage } from './calculator/calculator-page';
// issue 15: 轮播图管理, 政策标签, 政策看板, 政策数据总览, 政策业务日志, 我的收藏
export { CarouselPage } from './carousel/carousel-page';
export { PolicyLabelPage } from './policy-label/policy-label-page';
export { PolicyVisualPage } from './policy-visual/policy-visual-page';
export { PolNumberPage } from './pol-number/pol-number-page';
export { BusinessLogPage } from './business-log/business-log-page';
export { MyCollectPage } from './my-collect/my-collect-page';
export { MatchFormPage } from './match-form/match-form-page';
export { PolDicValuePage } from './dic-value/pol-dic-value-page';
