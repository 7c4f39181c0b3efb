import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { useGetRequestsQuery } from '@/api';
import type { GetRequestsApiArg, ImageRequestRow } from '@/api/generated/binaryRequestApi';
import { setupStore } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { VALID_TOKEN } from '@/testing/fixtures';
import { ok } from '@/testing/mockApi';
import { MasterDetailLayout, type SortOption } from './MasterDetailLayout';

/** Test fixture of the MasterDetailLayout tests: the layout over GetRequests, signed in. */

type SortField = NonNullable<GetRequestsApiArg['sortField']>;

export const SORT_BY_CREATED_ON: readonly SortOption<SortField>[] = [
  { value: 'CreatedOn', label: 'Created On' },
];

export function row(id: number): ImageRequestRow {
  return {
    id,
    uploadName: `Upload ${id}`,
    manufacturer: 'Acme',
    description: '',
    createdBy: 'Alice Adams',
    createdOn: '2026-01-01T10:00:00.000Z',
    status: 'Open',
    priority: false,
    priorityDueDate: null,
    pastDue: false,
  };
}

/** GetRequests answering rows 1 to `count` on one page. */
export const rowsHandler = (count: number) =>
  ok('GetRequests', {
    rowCount: count,
    rowCountCapped: false,
    gridRows: Array.from({ length: count }, (_, i) => row(i + 1)),
  });

interface Options {
  route?: string;
  sortOptions?: readonly SortOption<SortField>[];
  /** The details of the selected row; by default a `detail` test id saying which. */
  renderDetail?: (row: ImageRequestRow | undefined) => ReactNode;
  /** Routes beside the list's `/list`. */
  otherRoutes?: RouteObject[];
  /** The details, not the list's answer, say when the screen is complete. */
  detailsCompleteScreen?: boolean;
}

/** Renders the layout at `/list` (labelled Items, newest first) with a real store and router. */
export function renderMasterDetail({
  route = '/list',
  sortOptions = SORT_BY_CREATED_ON,
  renderDetail = (r) => <div data-testid="detail">{r ? `Detail ${r.id}` : 'none'}</div>,
  otherRoutes = [],
  detailsCompleteScreen,
}: Options = {}) {
  const store = setupStore({
    auth: { ...initialAuthState, token: VALID_TOKEN, _persist: { version: -1, rehydrated: true } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <MasterDetailLayout
            list="requests"
            label="Items"
            sortOptions={sortOptions}
            defaultSort="CreatedOn"
            defaultDirection="desc"
            useQuery={useGetRequestsQuery}
            getId={(r: ImageRequestRow) => r.id}
            renderItem={(r) => r.uploadName}
            renderDetail={renderDetail}
            detailsCompleteScreen={detailsCompleteScreen}
          />
        ),
      },
      ...otherRoutes,
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { store, router, user, params };
}
