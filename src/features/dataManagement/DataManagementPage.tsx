import { lazy, Suspense } from 'react';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { PageLoading } from '@/components/PageLoading';
import { PageTabs } from './PageTabs';

// The first tab (antd's Select and Input) loads beside the heading and tabs, asked for as soon
// as this page's code runs, rather than holding the whole screen back. Its chunk is named:
// `npm run bundle:report` counts it with the route (it is needed to use it).
const loadWorkflows = () =>
  import(/* webpackChunkName: "workflowManagement" */ './workflows/WorkflowManagement');
void loadWorkflows().catch(() => undefined);
const WorkflowManagement = lazy(() =>
  loadWorkflows().then((m) => ({ default: m.WorkflowManagement })),
);

// The second tab loads when it is first opened, not with the page.
const PlatformManagement = lazy(() =>
  import('./platforms/PlatformManagement').then((m) => ({ default: m.PlatformManagement })),
);

/** Data Management (spec section 2): workflow configuration and platform / component-type configuration. */
export default function DataManagementPage() {
  return (
    <>
      {/* Left-aligned and level 2, like the other administration screens' headings. */}
      <ListHeading style={{ margin: 0 }}>Data Management</ListHeading>
      <PageTabs
        items={[
          {
            key: 'workflows',
            label: 'Workflow Management',
            children: (
              <Suspense fallback={<PageLoading />}>
                <WorkflowManagement />
              </Suspense>
            ),
          },
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
