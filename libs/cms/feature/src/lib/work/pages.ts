/**
 * The cms workbench pages (issue 12 Part B "新闻内容 and 栏目管理", "关于我们"), loaded on demand
 * with `loadCmsWorkPages()` and routed by `apps/web/src/work/cms.pages.ts`:
 * - `CmsNewsPage` — /work/cms/news 新闻内容 (cms:news:list);
 * - `CmsColumnPage` — /work/cms/column 栏目管理 (cms:column:list);
 * - `CmsAboutUsPage` — /work/sys/aboutUs 关于我们 (portal:aboutUs:save).
 * Pages take no props and render no h1 (the workbench layout shows the menu's title). The Mantine
 * styles they need load with them.
 */
import '@mantine/core/styles.layer.css';

export { CmsNewsPage } from './news/news-page';
export { CmsColumnPage } from './column/column-page';
export { CmsAboutUsPage } from './about-us/about-us-page';
