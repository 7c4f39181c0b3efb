import { Spin } from 'antd';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useGetLinkedComponentsQuery } from '@/api';
import { useScreenComplete } from '@/lib/screenComplete';

export const loadComponentsTable = () =>
  import(/* webpackChunkName: "componentsTable" */ './ComponentsTable');
const ComponentsTable = lazy(loadComponentsTable);

/**
 * The request's components with the linked software's status and version (page size 10). The
 * components are asked for at once; the table's code once the screen is complete (issue 20:
 * the list and the details' heading and tabs show first), a spinner until then.
 */
export function ComponentsTab({ requestId }: { requestId: number }) {
  // `currentData`: the card stays mounted across selections, and the previous request's
  // components must not show under another request while its own load.
  const { currentData: data, isFetching } = useGetLinkedComponentsQuery({ requestId });
  // Even then, in a render after the one that shows the details: antd's Table measures its
  // scrollbar in a layout effect (a forced style recalculation), which held back the paint of a
  // newly selected request's heading (issue 20: select until its details show).
  const complete = useDeferredValue(useScreenComplete(), false);
  const waiting = <Spin />;
  return complete ? (
    <Suspense fallback={waiting}>
      <ComponentsTable components={data?.result ?? []} loading={isFetching} />
    </Suspense>
  ) : (
    waiting
  );
}
