/**
 * The customer-service workbench pages (issue 12 Part B "知识库 …, 智能问答记录, 对话记录, 人工客服"),
 * loaded on demand with `loadCustomerServiceWorkPages()` and routed by
 * `apps/web/src/work/customer-service.pages.ts`:
 * - `CsKnowledgePage` — /work/cs/knowledge 知识库 (cs:knowledge:list);
 * - `CsSmartAqPage` — /work/cs/smartAq 智能问答记录 (cs:smartAq:list);
 * - `CsChatPage` — /work/cs/chat 对话记录 (cs:chat:list);
 * - `CsManpowerPage` — /work/cs/manpower 人工客服 (cs:manpower:list).
 * Pages take no props and render no h1 (the workbench layout shows the menu's title). The Mantine
 * styles they need load with them.
 */
import '@mantine/core/styles.layer.css';

export { CsKnowledgePage } from './knowledge/knowledge-page';
export { CsSmartAqPage } from './smart-aq/smart-aq-page';
export { CsChatPage } from './chat-records/chat-records-page';
export { CsManpowerPage } from './manpower/manpower-page';
