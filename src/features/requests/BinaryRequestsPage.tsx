import { Suspense, useEffect, useMemo, useState } from 'react';
import { PageLoading } from '@/components/PageLoading';
import { imageRequestDialog } from '@/features/requests/imageRequestDialog/imageRequestDialogChunk';
import { OpenDialogButton } from '@/components/lazyDialog/OpenDialogButton';
import { useLazyDialog } from '@/components/lazyDialog/useLazyDialog';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { useLocation } from 'react-router';
import { binaryRequestApi, useGetRequestsQuery, useLazyExportRequestsQuery } from '@/api';
import type { ImageRequestRow } from '@/api/generated/binaryRequestApi';
import { PROVIDER_NAME } from '@/app/config';
import { useAppSelector } from '@/app/hooks';
import { ListExportButton } from '@/components/export/ListExportButton';
import { LazyRequestFilterBar } from '@/components/requestFilters/LazyRequestFilterBar';
import { NO_FILTER_MATCH, useRequestFilters } from '@/components/requestFilters/requestFilters';
import { MasterDetailView, useListParams } from '@/components/masterDetail/MasterDetailLayout';
import { RequestDialogHost, useRequestDialogs } from './RequestDialogHost';
import { RequestListItem } from './RequestListItem';
import { defaultRequestSort, requestSortOptions } from './requestSort';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAdd } from '@/components/icon/icons';
import { useScreenComplete } from '@/lib/screenComplete';
import { useStableCallback } from '@/lib/useStableCallback';

// The details are a chunk of their own, asked for once the list has shown (issue 20: the list is
// usable with at most 300 KB of JavaScript; the details follow it, their calls already made by
// preloadRequestList or the row under the pointer). Once it has arrived they render at once.
let loadedDetails: typeof import('./RequestDetails') | undefined;
const loadDetails = () =>
  import(/* webpackChunkName: "requestDetails" */ './RequestDetails').then(
    (module) => (loadedDetails = module),
  );

/** The details' code, asked for in the frame after `listShown` (the list painted first). */
function useDetailsCode(listShown: boolean) {
  const [details, setDetails] = useState(loadedDetails);
  useEffect(() => {
    if (details || !listShown) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadDetails().then(
          (module) => !cancelled && setDetails(module),
          () => undefined,
        );
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [details, listShown]);
  return details?.RequestDetails;
}

const nothing = () => undefined;

/** The filter bar's first line, kept free until it arrives so the list does not move down. */
const filterBarSpace = <div style={{ minHeight: 32 }} />;

export default function BinaryRequestsPage() {
  const canCreate = useAppSelector((state) => state.auth.permissions.canCreateBinaryRequest);

  const params = useListParams({
    sortOptions: requestSortOptions,
    defaultSort: defaultRequestSort,
    defaultDirection: 'desc',
  });
  // The filter bar's filters live in the URL beside the list's own parameters.
  const filters = useRequestFilters();
  const listArgs = useMemo(
    () => ({ ...params.queryArgs, ...filters.args }),
    [params.queryArgs, filters.args],
  );
  const result = useGetRequestsQuery(listArgs);
  const RequestDetails = useDetailsCode(result.data !== undefined);
  // The filter bar (selects, date pickers: about 65 KB gzip) once the screen is complete and the
  // details' code is in, which is asked for only after the list has shown: never before the list.
  const complete = useScreenComplete();
  const showFilterBar = complete && RequestDetails !== undefined;
  const [exportRequests] = useLazyExportRequestsQuery();
  const location = useLocation();
  const dialogs = useRequestDialogs();
  const prefetchPlatforms = binaryRequestApi.usePrefetch('getManufacturerPlatforms');
  // The dialog's own chunk: fetched when the browser is idle after the list, or on the click.
  // The progress shows where the user asked: Add Request, or the actions button of the request
  // whose Edit Request was chosen.
  const { openingFrom, open } = useLazyDialog(imageRequestDialog, {
    prefetch: canCreate,
    prefetchData: () => prefetchPlatforms(undefined, { ifOlderThan: 60 }),
  });
  const editFrom = (requestId: number) => `edit ${requestId}`;
  // One function for the page's life: the details are memoised (RequestDetails).
  const editRequest = useStableCallback((requestId: number) =>
    open(() => dialogs.set({ mode: 'edit', requestId, at: location.key }), editFrom(requestId)),
  );

  // The heading and filter bar stay the same element while only the selection, page or search
  // change (the filters' object is read anew from every URL): a click on a request does not
  // render the bar's selects and date pickers again. Its setters reach the latest URL's.
  const rowCount = result.data?.result?.rowCount;
  const rowCountCapped = result.data?.result?.rowCountCapped;
  const header = useMemo(
    () => (
      <>
        <ListHeading>{`${PROVIDER_NAME} Binary Requests`}</ListHeading>
        <Suspense fallback={filterBarSpace}>
          {showFilterBar ? (
            <LazyRequestFilterBar
              current={filters}
              rowCount={rowCount}
              rowCountCapped={rowCountCapped}
            />
          ) : (
            filterBarSpace
          )}
        </Suspense>
      </>
    ),
    [filters, rowCount, rowCountCapped, showFilterBar],
  );

  const addRequest = useStableCallback(() =>
    open(() => dialogs.set({ mode: 'new', at: location.key }), 'new'),
  );
  // The same element while only the selection changes (issue 20: select a request until its
  // details show): a click on a request does not render Export and Add Request again.
  const addOpening = openingFrom === 'new';
  const toolbarExtra = useMemo(
    () => (
      <>
        <ListExportButton
          args={listArgs}
          trigger={exportRequests}
          fallbackName="binary-requests"
          failureMessage="Failed to export requests."
        />
        {canCreate && (
          <OpenDialogButton
            type="primary"
            icon={<MdiIcon path={iconAdd} />}
            opening={addOpening}
            openingLabel="Loading New Image Request"
            onClick={addRequest}
          >
            Add Request
          </OpenDialogButton>
        )}
      </>
    ),
    [listArgs, exportRequests, canCreate, addOpening, addRequest],
  );

  return (
    <>
      <MasterDetailView
        list="requests"
        label="Binary requests"
        params={params}
        result={result}
        getId={(row: ImageRequestRow) => row.id}
        isDanger={(row) => row.pastDue}
        detailsCompleteScreen
        // A selection updates the shown card (tabs, descriptions, table) rather than building a
        // new one: issue 20, select a request until its details show.
        keepDetailsMounted
        header={header}
        toolbarExtra={toolbarExtra}
        emptyText={
          filters.applied > 0
            ? NO_FILTER_MATCH
            : canCreate
              ? 'No requests yet. Use Add Request to create the first one.'
              : 'No requests to show yet.'
        }
        renderItem={(row) => (
          <RequestListItem row={row} showDueDate={params.sortField === 'PriorityDueDate'} />
        )}
        renderDetail={(row) =>
          row &&
          (RequestDetails ? (
            <RequestDetails
              requestId={row.id}
              onEdit={editRequest}
              editOpening={openingFrom === editFrom(row.id)}
              // Nothing to do here: the list reloads through the Requests tag, the removed id
              // is no longer on the page, so the new first item is selected. Clearing the
              // selection now could briefly reselect the removed row from the stale page.
              onDeleted={nothing}
              // The list row's status reloads through the Requests tag as well.
              onStatusChanged={nothing}
            />
          ) : (
            <PageLoading />
          ))
        }
      />
      <RequestDialogHost
        dialogs={dialogs}
        dialogCode={imageRequestDialog}
        onSaved={params.select}
        prepareNew={canCreate}
      />
    </>
  );
}
