import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useGetOrganizationsQuery } from '../../api';
import type { OrganizationRow } from '../../api/generated/administrativeApi';
import { useAppSelector } from '../../app/hooks';
import { MasterDetailLayout } from '../../components/masterDetail/MasterDetailLayout';
import { NewOrganizationDialog } from './NewOrganizationDialog';
import { OrganizationDetails } from './OrganizationDetails';
import { OrganizationItem } from './OrganizationItem';
import { organizationSortOptions } from './organizationSort';

export default function OrganizationsPage() {
  const canAdd = useAppSelector((state) => state.auth.permissions.canAddOrganizations);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout
        list="organizations"
        label="Organizations"
        header={
          <Typography.Title level={2} style={{ margin: 0 }}>
            Organizations
          </Typography.Title>
        }
        sortOptions={organizationSortOptions}
        defaultSort="UploadName"
        defaultDirection="desc"
        useQuery={useGetOrganizationsQuery}
        getId={(row: OrganizationRow) => row.objectId}
        renderItem={(row) => <OrganizationItem row={row} />}
        renderDetail={(row) => (row ? <OrganizationDetails key={row.objectId} row={row} /> : null)}
        toolbarExtra={
          canAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add Organization
            </Button>
          )
        }
      />
      {adding && <NewOrganizationDialog onClose={() => setAdding(false)} />}
    </>
  );
}
