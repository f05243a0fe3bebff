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
