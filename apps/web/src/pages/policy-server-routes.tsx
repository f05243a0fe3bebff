/**
 * The policy service for enterprises (seeds 000 §2 "Policy service pages", §4 "Declaration entry
 * flow"): the calculator and simulation under /page/policyserver, 完善信息, 申报项目, the policy
 * service detail, the health report, the declaration form and detail, and 我的申报 in the workbench.
 * Every 立即申报 goes through the declaration entry flow (`useDeclarationEntry`).
 */
import { loadDeclarePages, loadPolicyServerPages } from '@qifu/policy-feature';
import { Outlet, getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router';

// This module is itself loaded lazily (policy service routes): wait for the pages' chunks here.
const [
  {
    CalculatorListPage,
    CalculatorReplenishPage,
    CalculatorSubListPage,
    HotListPage,
    PolicyReportPage,
    PolicyServerLayout,
    PolicyServerReplenishPage,
    SimulationPage,
    policyServerDeclareHref,
  },
  { DeclareDetailPage, DeclarePage, PolicyServerDetailPage, useDeclarationEntry },
] = await Promise.all([loadPolicyServerPages(), loadDeclarePages()]);

const calculatorListRoute = getRouteApi('/page/policyserver/calculator/list');
const calculatorSubListRoute = getRouteApi('/page/policyserver/calculator/subList');
const simulationRoute = getRouteApi('/page/policyserver/simulation');
const replenishRoute = getRouteApi('/page/policyserverreplenish');
const hotListRoute = getRouteApi('/page/policyserverhotList');
const detailRoute = getRouteApi('/page/policyserverdetail');
const reportRoute = getRouteApi('/page/policyserverReport');
const declareRoute = getRouteApi('/page/policyserverdeclare');
const declareDetailRoute = getRouteApi('/page/policyserverdectail');

/** /page/policyserver: the band with the 政策计算器 / 模拟匹配 tabs around the child page. */
export function PolicyServerLayoutRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const activeTab = pathname.startsWith('/page/policyserver/simulation') ? 'simulation' : 'calculator';
  return (
    <PolicyServerLayout activeTab={activeTab}>
      <Outlet />
    </PolicyServerLayout>
  );
}

/** /page/policyserver/calculator/list: the enterprise's matched projects by result. */
export function CalculatorListRoute() {
  const search = calculatorListRoute.useSearch();
  const navigate = calculatorListRoute.useNavigate();
  const entry = useDeclarationEntry();
  return (
    <>
      <CalculatorListPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
        onDeclare={(p) => void entry.startDeclaration({ policyId: p.policyId, projectId: p.projectId })}
      />
      {entry.dialogs}
    </>
  );
}

/** /page/policyserver/calculator/subList?projectId=: one project's conditions and outcomes. */
export function CalculatorSubListRoute() {
  const { projectId } = calculatorSubListRoute.useSearch();
  const entry = useDeclarationEntry();
  return (
    <>
      <CalculatorSubListPage
        projectId={projectId}
        onDeclare={(p) => void entry.startDeclaration({ policyId: p.policyId, projectId: p.projectId })}
      />
      {entry.dialogs}
    </>
  );
}

/** /page/policyserver/calculator/replenish: fill in the data the matching misses. */
export function CalculatorReplenishRoute() {
  return <CalculatorReplenishPage />;
}

/** /page/policyserver/simulation?id=: simulated matching. */
export function SimulationRoute() {
  const search = simulationRoute.useSearch();
  const navigate = simulationRoute.useNavigate();
  return <SimulationPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}

/** /page/policyserverreplenish?policyId=&projectId=: 完善信息 from the declaration flow, then 去申报. */
export function PolicyServerReplenishRoute() {
  const { policyId, projectId } = replenishRoute.useSearch();
  const navigate = useNavigate();
  return (
    <PolicyServerReplenishPage
      policyId={policyId}
      projectId={projectId}
      onDeclare={(id) => void navigate({ href: policyServerDeclareHref(id) })}
    />
  );
}

/** /page/policyserverhotList: 申报项目. */
export function HotListRoute() {
  const search = hotListRoute.useSearch();
  const navigate = hotListRoute.useNavigate();
  const entry = useDeclarationEntry();
  return (
    <>
      <HotListPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
        onDeclare={(p) => void entry.startDeclaration({ policyId: p.policyId, projectId: p.id })}
      />
      {entry.dialogs}
    </>
  );
}

/** /page/policyserverdetail?id=: a policy with its declaration projects. */
export function PolicyServerDetailRoute() {
  const { id } = detailRoute.useSearch();
  return <PolicyServerDetailPage id={id} />;
}

/** /page/policyserverReport?year=: the enterprise health report. */
export function PolicyReportRoute() {
  const search = reportRoute.useSearch();
  const navigate = reportRoute.useNavigate();
  return <PolicyReportPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}

/** /page/policyserverdeclare?projectId=&id=&type=: the declaration form. */
export function DeclareRoute() {
  const search = declareRoute.useSearch();
  return <DeclarePage key={`${search.projectId ?? ''}:${search.id ?? ''}`} {...search} />;
}

/** /page/policyserverdectail?id=: a declaration and its review state. */
export function DeclareDetailRoute() {
  const { id } = declareDetailRoute.useSearch();
  return <DeclareDetailPage id={id} />;
}

