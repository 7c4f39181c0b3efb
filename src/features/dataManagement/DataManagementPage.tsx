import { Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { LIST_HEADING_STYLE } from '@/components/masterDetail/headingStyle';
import { PageLoading } from '@/components/PageLoading';
import { WorkflowManagement } from './workflows/WorkflowManagement';

// The second tab loads when it is first opened, not with the page.
const PlatformManagement = lazy(() =>
  import('./platforms/PlatformManagement').then((m) => ({ default: m.PlatformManagement })),
);

/** Data Management (spec section 2): workflow configuration and platform / component-type configuration. */
export default function DataManagementPage() {
  return (
    <>
      {/* Left-aligned and level 2, like the other administration screens' headings. */}
      <Typography.Title level={2} style={{ ...LIST_HEADING_STYLE, margin: 0 }}>
        Data Management
      </Typography.Title>
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
