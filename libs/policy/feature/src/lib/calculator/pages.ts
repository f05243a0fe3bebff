/**
 * The policy-service pages for enterprises (issue 5, seeds 000 §2 "Policy service pages"), loaded
 * on demand with `loadPolicyServerPages()`: the /page/policyserver frame with the policy calculator
 * (list, subList, replenish) and simulated matching, 完善信息 of the declaration flow, the
 * declaration projects and the enterprise health report. The Mantine styles they need beyond the
 * shell's load with them (in Mantine's order); the report's chart library loads only with a chart.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RingProgress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';

export { PolicyServerLayout, type PolicyServerLayoutProps, type PolicyServerTab } from './policy-server-layout';
export { CalculatorListPage, type CalculatorListPageProps } from './calculator-list-page';
export { CalculatorSubListPage, type CalculatorSubListPageProps } from './calculator-sub-list-page';
export { CalculatorReplenishPage, type CalculatorReplenishPageProps } from './calculator-replenish-page';
export { SimulationPage, SIMULATION_NOTICE, type SimulationPageProps } from './simulation-page';
export { PolicyServerReplenishPage, type PolicyServerReplenishPageProps } from './policy-server-replenish-page';
export { HotListPage, HOT_LIST_DEBOUNCE_MS, type HotListPageProps } from './hot-list-page';
export { PolicyReportPage, type PolicyReportPageProps } from './policy-report-page';
export { EnterpriseLoginBlock, EnterpriseOnly } from './enterprise-gate';
export type { EnterpriseLoginBlockProps, EnterpriseOnlyProps } from './enterprise-gate';
export {
  calculatorListHref,
  calculatorSubListHref,
  calculatorReplenishHref,
  simulationHref,
  policyServerReplenishHref,
  hotListHref,
  policyServerDetailHref,
  policyServerDeclareHref,
  policyReportHref,
  policyServerDeclareDetailHref,
  policySearchHref,
  policySubHref,
  MY_DECLARE_PATH,
} from '../policy-service-links';
