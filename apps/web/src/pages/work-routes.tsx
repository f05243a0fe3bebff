import { loadPolConsultTables } from '@qifu/policy-feature';
import { RequirePermission, WorkHomePage, WorkbenchLayout } from '@qifu/workbench-feature';

export { WorkbenchLayout, WorkHomePage };

// This module is itself loaded lazily (the workbench): wait for the consultation tables' module here.
const { MyPolConsultTable, PolConsultTable } = await loadPolConsultTables();

/** The permission of the staff consultation list (the contract's `x-permission` of listPolConsult). */
export const POL_CONSULT_VIEW = 'pol:consult:view';

/** /work/policy/consult: all consultations, for holders of pol:consult:view. */
export function WorkPolicyConsultRoute() {
  return (
    <RequirePermission permission={POL_CONSULT_VIEW}>
      <PolConsultTable />
    </RequirePermission>
  );
}

/** /work/my/consult: the caller's own consultations. */
export function WorkMyConsultRoute() {
  return <MyPolConsultTable />;
}
