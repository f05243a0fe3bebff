import { useMyPolConsult, usePolConsultList } from '@qifu/policy-data-access';

import { ConsultTable, type ConsultColumn } from './consult-table';

const STAFF_COLUMNS: readonly ConsultColumn[] = ['policyTitle', 'consultContent', 'userName', 'companyName', 'createTime', 'status'];
const MY_COLUMNS: readonly ConsultColumn[] = ['policyTitle', 'consultContent', 'createTime', 'status', 'reply'];

/**
 * Staff view of all policy consultations (/work/policy/consult): `listPolConsult`, paged on the
 * server. The route shows it only with permission `pol:consult:view`.
 */
export function PolConsultTable() {
  return <ConsultTable columns={STAFF_COLUMNS} useData={usePolConsultList} />;
}

/** The caller's own consultations (/work/my/consult): `getPolConsult`, paged on the server. */
export function MyPolConsultTable() {
  return <ConsultTable columns={MY_COLUMNS} useData={useMyPolConsult} />;
}
