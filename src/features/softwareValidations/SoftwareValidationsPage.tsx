import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadingDialog } from '../../components/imageRequestDialog/LoadingDialog';
import { useGetSoftwareValidationsQuery } from '../../api';
import type { SoftwareValidationRow } from '../../api/generated/softwareValidationApi';
import { useAppSelector } from '../../app/hooks';
import { MasterDetailLayout } from '../../components/masterDetail/MasterDetailLayout';
import { SoftwareValidationsHeading } from './SoftwareValidationsHeading';
import { ValidationDetails } from './ValidationDetails';
import { ValidationItem } from './ValidationItem';
import { validationSortOptions } from './validationSort';

// The dialog is large and only needed after a click.
const ImageRequestDialog = lazy(() => import('../../components/imageRequestDialog/ImageRequestDialog'));

export default function SoftwareValidationsPage() {
  const canCreate = useAppSelector((state) => state.auth.permissions.canCreateSoftwareValidation);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <MasterDetailLayout
        list="validations"
        label="Software set validations"
        header={<SoftwareValidationsHeading />}
        sortOptions={validationSortOptions}
        defaultSort="UploadName"
        defaultDirection="desc"
        useQuery={useGetSoftwareValidationsQuery}
        getId={(row: SoftwareValidationRow) => row.id}
        renderItem={(row) => <ValidationItem row={row} />}
        renderDetail={(row) => (row ? <ValidationDetails key={row.id} row={row} /> : null)}
        toolbarExtra={
          canCreate && (
            <Button type="primary" onClick={() => setAdding(true)}>
              Add Software Set
            </Button>
          )
        }
      />
      {adding && (
        <Suspense fallback={<LoadingDialog open />}>
          <ImageRequestDialog open mode="softwareSet" onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
