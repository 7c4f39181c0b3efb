import { lazyDialog } from '@/components/lazyDialog/lazyDialog';
import type { NewOrganizationDialog } from './NewOrganizationDialog';
import { LazyDialogButton } from '@/components/lazyDialog/LazyDialogButton';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { lazy, useEffect, useState, type ComponentProps } from 'react';
import { useSearchParamsUpdate } from '@/lib/useSearchParamsUpdate';
import { useGetOrganizationsQuery } from '@/api';
import type { Organization, OrganizationRow } from '@/api/generated/administrativeApi';
import { useAppSelector } from '@/app/hooks';
import { MasterDetailLayout } from '@/components/masterDetail/MasterDetailLayout';
import { OrganizationItem } from './OrganizationItem';
import { organizationSortOptions } from './organizationSort';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';

// The details load when first shown, the new-organization form in idle time: not with the list.
const OrganizationDetails = lazy(() =>
  import('./OrganizationDetails').then((m) => ({ default: m.OrganizationDetails })),
);
const newOrganizationDialog = lazyDialog<ComponentProps<typeof NewOrganizationDialog>>(() =>
  import('./NewOrganizationDialog').then((m) => ({ default: m.NewOrganizationDialog })),
);

export default function OrganizationsPage() {
  const canAdd = useAppSelector((state) => state.auth.permissions.canAddOrganizations);
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
            <LazyDialogButton
              type="primary"
              icon={<MdiIcon path={iconAdd} />}
              dialog={newOrganizationDialog}
              openingLabel="Loading New Organization"
              dialogProps={(close) => ({
                onClose: close,
                onAdded: (organization: Organization) => {
                  close();
                  setAdded(organization);
                },
              })}
            >
              Add Organization
            </LazyDialogButton>
          )
        }
      />
    </>
  );
}
