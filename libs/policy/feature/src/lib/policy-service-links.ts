/**
 * Addresses of the policy service pages (issue 5, seeds 000 §2 "Policy service pages"), apart from
 * `policy-links.ts` so that the first load (the home page's newest policies) does not carry them.
 */


function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The policy calculator's project list, `/page/policyserver/calculator/list[?result=1|2|3&page=n]`. */
export function calculatorListHref(search: { result?: string; page?: number } = {}): string {
  return withQuery('/page/policyserver/calculator/list', { result: search.result, page: search.page });
}

/** One project's match with every condition, `/page/policyserver/calculator/subList?projectId=`. */
export function calculatorSubListHref(projectId: string): string {
  return withQuery('/page/policyserver/calculator/subList', { projectId });
}

/** The calculator's 去完善信息 page, `/page/policyserver/calculator/replenish`. */
export function calculatorReplenishHref(): string {
  return '/page/policyserver/calculator/replenish';
}

/** Simulated matching, `/page/policyserver/simulation[?id=<record id>]`. */
export function simulationHref(id?: string): string {
  return withQuery('/page/policyserver/simulation', { id });
}

/** 完善信息 of the declaration flow, `/page/policyserverreplenish?policyId=&projectId=`. */
export function policyServerReplenishHref(policyId: string, projectId?: string): string {
  return withQuery('/page/policyserverreplenish', { policyId, projectId });
}

/** The declaration projects (申报项目), `/page/policyserverhotList[?phase=&keyword=&page=]`. */
export function hotListHref(search: { phase?: string; keyword?: string; page?: number } = {}): string {
  return withQuery('/page/policyserverhotList', { phase: search.phase, keyword: search.keyword, page: search.page });
}

/** A policy's service detail with its projects, `/page/policyserverdetail?id=`. */
export function policyServerDetailHref(id: string): string {
  return withQuery('/page/policyserverdetail', { id });
}

/** The declaration form of a project, `/page/policyserverdeclare?projectId=[&id=&type=]` (type = entry type). */
export function policyServerDeclareHref(projectId: string, options: { id?: string; type?: string } = {}): string {
  return withQuery('/page/policyserverdeclare', { projectId, id: options.id, type: options.type });
}

/** The enterprise health report, `/page/policyserverReport[?year=]`. */
export function policyReportHref(year?: number): string {
  return withQuery('/page/policyserverReport', { year });
}

// --- Declarations (issue 5, helper F3) ---

/** A submitted declaration with its review state, `/page/policyserverdectail?id=` (the documents' spelling). */
export function policyServerDeclareDetailHref(id: string): string {
  return withQuery('/page/policyserverdectail', { id });
}

/** 我的申报, the enterprise's declarations in the workbench. */
export const MY_DECLARE_PATH = '/work/my/declare';

// --- Policy search and subscription (issue 5, helper F4) ---

/**
 * The policy search, `/page/policysearch[?keyword=&policyDepName=&supportMode=&startDate=&endDate=&page=]`
 * (dates `YYYY-MM-DD`); empty values are left out.
 */
export function policySearchHref(
  search: { keyword?: string; policyDepName?: string; supportMode?: string; startDate?: string; endDate?: string; page?: number } = {},
): string {
  return withQuery('/page/policysearch', {
    keyword: search.keyword?.trim(),
    policyDepName: search.policyDepName,
    supportMode: search.supportMode,
    startDate: search.startDate,
    endDate: search.endDate,
    page: search.page,
  });
}

/** The policy subscription, `/page/policysub[?tagInfoId=&page=]` (optionally narrowed to one subscribed tag). */
export function policySubHref(search: { tagInfoId?: string; page?: number } = {}): string {
  return withQuery('/page/policysub', { tagInfoId: search.tagInfoId, page: search.page });
}
