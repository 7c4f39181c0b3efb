import { Button } from 'antd';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParamsUpdate } from '@/lib/useSearchParamsUpdate';
import { useGetOrganizationsQuery } from '@/api';
import type { Organization, OrganizationRow } from '@/api/generated/administrativeApi';
import { useAppSelector } from '@/app/hooks';
import { MasterDetailLayout } from '@/components/masterDetail/MasterDetailLayout';
import { OrganizationItem } from './OrganizationItem';
import { organizationSortOptions } from './organizationSort';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

// The details and the new-organization form load when first shown, not with the list.
const OrganizationDetails = lazy(() =>
  import('./OrganizationDetails').then((m) => ({ default: m.OrganizationDetails })),
);
const NewOrganizationDialog = lazy(() =>
  import('./NewOrganizationDialog').then((m) => ({ default: m.NewOrganizationDialog })),
);

export default function OrganizationsPage() {
  const canAdd = useAppSelector((state) => state.auth.permissions.canAddOrganizations);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Organization | null>(null);
  const write = useSearchParamsUpdate();
  // The new organization is searched by its name, so it is on the list's first page whatever
  // the sort, and selected (the list's URL keys `q`, `sel`, `page`), as an invited user is.
  // After the dialog's unmount, which clears its unsaved-changes report that would block this.
  useEffect(() => {
    if (!added) return;
    write((next) => {
      next.set('q', added.name ?? '');
      next.set('sel', added.objectId);
      next.delete('page');
    });
  }, [added, write]);
  return (
    <>
      <MasterDetailLayout
        list="organizations"
        label="Organizations"
        header={<ListHeading style={{ margin: 0 }}>Organizations</ListHeading>}
        sortOptions={organizationSortOptions}
        defaultSort="UploadName"
        defaultDirection="desc"
        useQuery={useGetOrganizationsQuery}
        getId={(row: OrganizationRow) => row.objectId}
        renderItem={(row) => <OrganizationItem row={row} />}
        emptyText={
          canAdd
            ? 'No organizations yet. Use Add Organization to add one.'
            : 'No organizations to show yet.'
        }
        renderDetail={(row) => (row ? <OrganizationDetails key={row.objectId} row={row} /> : null)}
        toolbarExtra={
          canAdd && (
            <Button
              type="primary"
              icon={<MdiIcon path={iconAdd} />}
              onClick={() => setAdding(true)}
            >
              Add Organization
            </Button>
          )
        }
      />
      {adding && (
        <Suspense fallback={null}>
          <NewOrganizationDialog
            onClose={() => setAdding(false)}
            onAdded={(organization) => {
              setAdding(false);
              setAdded(organization);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
