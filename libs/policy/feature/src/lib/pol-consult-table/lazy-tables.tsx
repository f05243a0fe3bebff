import { ListSkeleton } from '@qifu/ui';
import { lazy, Suspense } from 'react';

// mantine-react-table (and its tabler icons, @mantine/dates and CSS) loads only when a table renders:
// the policy pages share this library's chunk and must stay light (DEPENDENCIES.md "Gotchas").
const LazyPolConsultTable = lazy(() =>
  import('./pol-consult-table').then((module) => ({ default: module.PolConsultTable })),
);
const LazyMyPolConsultTable = lazy(() =>
  import('./pol-consult-table').then((module) => ({ default: module.MyPolConsultTable })),
);

/**
 * Staff view of all policy consultations (/work/policy/consult, seeds 001 §2 "Generic paged table"):
 * `listPolConsult` on mantine-react-table, paged on the server (page sizes 5/10/50/100, default 10,
 * empty text 没有你想要的数据). Show it only with permission `pol:consult:view`. Loads the table code lazily.
 */
export function PolConsultTable() {
  return (
    <Suspense fallback={<ListSkeleton rows={5} rowHeight={40} />}>
      <LazyPolConsultTable />
    </Suspense>
  );
}

/** The caller's own consultations (/work/my/consult, `getPolConsult`), same table as {@link PolConsultTable}. */
export function MyPolConsultTable() {
  return (
    <Suspense fallback={<ListSkeleton rows={5} rowHeight={40} />}>
      <LazyMyPolConsultTable />
    </Suspense>
  );
}
