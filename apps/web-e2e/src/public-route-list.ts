/**
 * Every public route of seeds 000 §2 ("Top-level routes", "Public pages under /page", "Policy
 * service pages", "Market pages", "Technology service (techService) sub-pages", /page/zzd/home and
 * /header), with real ids for the detail routes, read from the demo data through the public API.
 * Shared by the responsive (issue 14 acceptance 1) and accessibility (acceptance 2) specs.
 *
 * Left out: the workbench (/work/*, /index: they need a login), /ecall (the call centre needs a login
 * with /ecall in the menu: ecall.spec.ts checks it, axe included) and / (a redirect to /page/home). The policy service pages for
 * enterprises are listed: a visitor sees their shell and a prompt or empty state, which must be
 * usable too. /page/policyserverdectail has no id a visitor could read (a declaration belongs to an
 * enterprise), so it is listed without one.
 *
 * /page/zzd/home comes last on purpose: it switches the tab's session to the government-app mode
 * (session storage), which hides the header menu and the footer on every later page of that tab.
 * Open the routes in that order in one page, or use a fresh page per route.
 */
import { type APIRequestContext } from '@playwright/test';

/** One public route: the path to open (with its query) and a short name for test titles. */
export interface PublicRoute {
  /** Path and query, relative to the base URL, e.g. `/page/policymarket/details?id=…`. */
  path: string;
  /** The route's title (its page title's first part), e.g. `政策详情`. */
  name: string;
}

/** The `id` (and row) of `list[0]` of a public list operation under /api; throws when the list is empty. */
async function firstRow(request: APIRequestContext, path: string): Promise<Record<string, unknown> & { id: string }> {
  const response = await request.get(`/api${path}${path.includes('?') ? '&' : '?'}page=1&pageSize=1`);
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  const body = (await response.json()) as { data: { list: (Record<string, unknown> & { id: string })[] } };
  const row = body.data.list[0];
  if (!row) throw new Error(`no demo data at /api${path}`);
  return row;
}

/**
 * Every public route of seeds 000 §2 with real ids (list above). Reads nine public lists of the
 * demo data (DEMO=on) through `request`, which must have the product's base URL.
 *
 * @returns 48 routes in the order of seeds 000 §2; throws when a list of the demo data is empty.
 */
export async function publicRoutes(request: APIRequestContext): Promise<PublicRoute[]> {
  const [policy, project, news, activity, land, workshop, result, institute, expert, need] = await Promise.all([
    firstRow(request, '/policy/doc/list'),
    firstRow(request, '/policy/doc/applyProjectList'),
    firstRow(request, '/cms/news/publicList'),
    firstRow(request, '/train/activity/publicList'),
    firstRow(request, '/land/info/publicList'),
    firstRow(request, '/workshop/info/publicList'),
    firstRow(request, '/tech/achievement/publicList'),
    firstRow(request, '/tech/institute/publicList'),
    firstRow(request, '/tech/expert/publicList'),
    firstRow(request, '/tech/requirement/publicList'),
  ]);
  const projectPolicyId = typeof project['policyId'] === 'string' ? project['policyId'] : policy.id;
  const route = (path: string, name: string): PublicRoute => ({ path, name });
  return [
    // Top-level routes
    route('/login', '登录'),
    route('/zzd/login', '政务钉钉登录'),
    route('/404', '页面不存在'),
    route('/demo', '组件演示'),
    route('/commonform', '自定义表单'),
    route('/preview', '自定义表单预览'),
    route('/header', '页头'),
    // Public pages under /page
    route('/page/home', '首页'),
    route('/page/home1', '服务大厅'),
    route(`/page/search?keyword=${encodeURIComponent('专精特新')}`, '全站搜索'),
    route('/page/industryinfo', '行业资讯'),
    route(`/page/industryinfodetails?id=${news.id}`, '资讯详情'),
    route('/page/aboutus', '关于我们'),
    route('/page/commercialLaw', '商事法律服务'),
    route('/page/quality', '质量服务'),
    route('/page/financialService', '金融服务'),
    route('/page/peopleBuild', '党建引领'),
    route('/page/appeal', '诉求服务'),
    route('/page/propaganda', '培训宣传'),
    route('/page/propagandaEventsList', '活动列表'),
    route(`/page/propagandaDetails?id=${activity.id}`, '活动详情'),
    route('/page/policysearch', '政策搜索'),
    route('/page/policysub', '政策订阅'),
    // Policy service pages
    route('/page/policyserver/calculator/list', '政策计算器'),
    route(`/page/policyserver/calculator/subList?projectId=${project.id}`, '匹配详情'),
    route('/page/policyserver/calculator/replenish', '完善信息'),
    route('/page/policyserver/simulation', '模拟匹配'),
    route(`/page/policyserverreplenish?policyId=${projectPolicyId}&projectId=${project.id}`, '完善信息（申报）'),
    route('/page/policyserverhotList', '申报项目'),
    route(`/page/policyserverdetail?id=${policy.id}`, '政策详情（政策服务）'),
    route('/page/policyserverReport', '企业体检报告'),
    route(`/page/policyserverdeclare?projectId=${project.id}`, '政策申报'),
    route('/page/policyserverdectail', '申报详情'),
    route('/page/policymarket/index', '政策超市'),
    route(`/page/policymarket/details?id=${policy.id}`, '政策详情'),
    // Market pages
    route('/page/sdmarket', '厂房土地'),
    route('/page/sdmarket?tab=workshop', '厂房土地（厂房）'),
    route(`/page/sdmarketdetail1?id=${land.id}`, '土地详情'),
    route(`/page/sdmarketdetail2?id=${workshop.id}`, '厂房详情'),
    // Technology service sub-pages
    route('/page/techService/resultList', '科技成果'),
    route(`/page/techService/resultdetals?id=${result.id}`, '成果详情'),
    route('/page/techService/institutesList', '科研院所'),
    route(`/page/techService/institutesdetails?id=${institute.id}`, '院所详情'),
    route('/page/techService/expertlist', '专家库'),
    route(`/page/techService/expertdetails?id=${expert.id}`, '专家详情'),
    route('/page/techService/techneed', '技术需求'),
    route(`/page/techService/techneeddetails?id=${need.id}`, '需求详情'),
    // Government-app home
    route('/page/zzd/home', '政务钉钉首页'),
  ];
}
