import { lazy, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSearchParamsUpdate } from '@/lib/useSearchParamsUpdate';
import { imageRequestDialog } from '@/features/requests';
import { OpenDialogButton } from '@/components/lazyDialog/OpenDialogButton';
import { useLazyDialog } from '@/components/lazyDialog/useLazyDialog';
import { useGetSoftwareValidationsQuery, useLazyExportSoftwareValidationsQuery } from '@/api';
import type { SoftwareValidationRow } from '@/api/generated/softwareValidationApi';
import { useAppSelector } from '@/app/hooks';
import { ListExportButton } from '@/components/export/ListExportButton';
import { MasterDetailView, useListParams } from '@/components/masterDetail/MasterDetailLayout';
import { SoftwareValidationsHeading, warmUpHeadingStyles } from './SoftwareValidationsHeading';
import { ValidationItem } from './ValidationItem';
import { validationListOptions } from './validationSort';

// The details load when a validation is first shown, not with the list.
const ValidationDetails = lazy(() =>
  import('./ValidationDetails').then((m) => ({ default: m.ValidationDetails })),
);

/** Before the screen's first showing (routeChunks.ts): the styles only it brings. */
export const warmUpStyles = warmUpHeadingStyles;

export default function SoftwareValidationsPage() {
  const canCreate = useAppSelector((state) => state.auth.permissions.canCreateSoftwareValidation);
  // The screen holds the list's parameters itself: Export sends the same search and sort.
  const params = useListParams(validationListOptions);
  const result = useGetSoftwareValidationsQuery(params.queryArgs);
  const [exportValidations] = useLazyExportSoftwareValidationsQuery();
  const location = useLocation();
  const navigationType = useNavigationType();
  const write = useSearchParamsUpdate();
  // The history entry the dialog was opened on, while it is open.
  const [addingAt, setAddingAt] = useState<string | null>(null);
  // The dialog's own chunk: fetched when the browser is idle after the list, or on the click.
  const {
    Dialog: ImageRequestDialog,
    opening,
    open,
  } = useLazyDialog(imageRequestDialog, { prefetch: canCreate });
  // Going Back (or Forward) closes the dialog rather than leaving it open over another
  // selection; with unsaved changes the app's guard has asked first. The list's own
  // replacements (the first item selected after a load) leave it open.
  if (addingAt !== null && addingAt !== location.key && navigationType === 'POP') setAddingAt(null);

  /** The uploaded set becomes the selected item: newest first, on the first page, selected. */
  const showUploaded = (id: number) =>
    write((next) => {
      for (const name of ['page', 'q', 'dir']) next.delete(name);
      next.set('sort', 'CreatedOn');
      next.set('sel', String(id));
    });

  return (
    <>
      <MasterDetailView
        list="validations"
        label="Software set validations"
        header={<SoftwareValidationsHeading />}
        params={params}
        result={result}
        getId={(row: SoftwareValidationRow) => row.id}
        renderItem={(row) => <ValidationItem row={row} />}
        renderDetail={(row) => (row ? <ValidationDetails key={row.id} row={row} /> : null)}
        emptyText={
          canCreate
            ? 'No software set validations yet. Use Add Software Set to upload a set.'
            : 'No software set validations to show yet.'
        }
        toolbarExtra={
          <>
            <ListExportButton
              args={params.queryArgs}
              trigger={exportValidations}
              fallbackName="software-set-validations"
              failureMessage="Failed to export software set validations."
            />
            {canCreate && (
              <OpenDialogButton
                type="primary"
                opening={opening}
                openingLabel="Loading Add Software Set"
                onClick={() => open(() => setAddingAt(location.key))}
              >
                Add Software Set
              </OpenDialogButton>
            )}
          </>
        }
      />
      {addingAt !== null && ImageRequestDialog && (
        <ImageRequestDialog
          open
          mode="softwareSet"
          onClose={() => setAddingAt(null)}
          onSaved={(id) => {
            setAddingAt(null);
            showUploaded(id);
          }}
        />
      )}
    </>
  );
}
