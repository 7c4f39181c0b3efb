import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { WorkflowManagement } from './workflows/WorkflowManagement';

// The second tab loads when it is first opened, not with the page.
const PlatformManagement = lazy(() =>
  import('./platforms/PlatformManagement').then((m) => ({ default: m.PlatformManagement })),
);

/** Data Management (spec section 2): workflow configuration and platform / component-type configuration. */
export default function DataManagementPage() {
  return (
    <>
      <PageTitle>Data Management</PageTitle>
      <Tabs
        items={[
          { key: 'workflows', label: 'Workflow Management', children: <WorkflowManagement /> },
          {
            key: 'platforms',
            label: 'Platform Management',
            children: (
              <Suspense fallback={<PageLoading />}>
                <PlatformManagement />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
