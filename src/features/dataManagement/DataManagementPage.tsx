import { Tabs } from 'antd';
import { PageTitle } from '../../components/PageTitle';
import { PlatformManagement } from './platforms/PlatformManagement';
import { WorkflowManagement } from './workflows/WorkflowManagement';

/** Data Management (spec section 2): workflow configuration and platform / component-type configuration. */
export default function DataManagementPage() {
  return (
    <>
      <PageTitle>Data Management</PageTitle>
      <Tabs
        items={[
          { key: 'workflows', label: 'Workflow Management', children: <WorkflowManagement /> },
          { key: 'platforms', label: 'Platform Management', children: <PlatformManagement /> },
        ]}
      />
    </>
  );
}
