/**
 * Test helpers for the image-request dialog and the screens that open it: contract-shaped
 * data, MSW handlers that record what was sent, and a render helper with the real store.
 */
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OrganizationSelector, Permissions } from '@/api/generated/accountApi';
import type {
  ComponentListItem,
  ImageRequest,
  LinkableComponent,
  Manufacturer,
  QuickAction,
} from '@/api/generated/binaryRequestApi';
import type { SoftwareValidationResult } from '@/api/generated/softwareValidationApi';
import { setupStore } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { allPermissions, tokenUser, VALID_TOKEN } from '@/testing/fixtures';
import { mockOperation, ok, okWith } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { Snackbar } from '@/components/snackbar/Snackbar';
import { UnsavedChangesBlocker } from '@/components/unsavedChanges/UnsavedChangesBlocker';
import ImageRequestDialog, { type ImageRequestDialogProps } from './ImageRequestDialog';

export const manufacturers: Manufacturer[] = [
  {
    manufacturerId: 1,
    manufacturerName: 'Acme',
    platforms: [
      { mid: 11, platform: 'A1', name: 'Acme One', gSAID: null, sASID: null },
      { mid: 12, platform: 'A2', name: 'Acme Two', gSAID: null, sASID: null },
    ],
  },
  {
    manufacturerId: 2,
    manufacturerName: 'Bolt',
    platforms: [{ mid: 21, platform: 'B1', name: 'Bolt One', gSAID: null, sASID: null }],
  },
];

export const organizations: OrganizationSelector[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Lab North' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Lab South' },
];

export function component(overrides: Partial<ComponentListItem>): ComponentListItem {
  return {
    componentID: 100,
    componentType: 'Main PGM',
    required: false,
    isGame: false,
    relatedKeytbl: null,
    name: '',
    description: '',
    status: null,
    version: null,
    platform: 'Acme One',
    isCustom: false,
    ...overrides,
  };
}

export const mainPgm = component({ componentID: 100, componentType: 'Main PGM', required: true });
export const gameType = component({ componentID: 101, componentType: 'Game', isGame: true });
export const printer = component({ componentID: 102, componentType: 'Printer' });

export const linkable: LinkableComponent[] = [
  {
    keytbl: 501,
    status: 'Approved',
    fileNumber: 'F-1',
    manufacturer: 'Acme',
    idNumber: 'MP-1',
    version: '1.0',
    dateCode: '2024',
    gameName: 'Main Program',
    function: 'Main PGM',
    position: 'U1',
  },
  {
    keytbl: 502,
    status: 'Pending',
    fileNumber: 'F-2',
    manufacturer: 'Acme',
    idNumber: 'MP-2',
    version: '2.0',
    dateCode: '2025',
    gameName: null,
    function: null,
    position: 'U2',
  },
];

export const quickActions: QuickAction[] = [
  { id: '33333333-3333-4333-8333-333333333333', description: 'Submit to Lab', quickAction: true },
  { id: '44444444-4444-4444-8444-444444444444', description: 'Send for Review', quickAction: true },
];

export const existingRequest: ImageRequest = {
  id: 42,
  version: 3,
  name: 'Spring release',
  description: 'Images for spring',
  manufacturer: 'Acme Two',
  manufacturerId: 12,
  manufacturerName: 'Acme',
  organizationId: organizations[1].id,
  components: [
    {
      ...mainPgm,
      relatedKeytbl: 501,
      name: 'Main Program',
      status: 'Approved',
      version: '1.0',
      platform: 'Acme Two',
    },
  ],
  priority: true,
  priorityDueDate: '2026-12-24',
  gpsPath: '/gps/spring',
  status: 'Open',
  createdBy: 'Alice Adams',
  createdById: '6f1c2b9a-0d4e-4a51-9c1f-2a7b3c4d5e6f',
  createdOn: '2026-11-01T10:00:00.000Z',
  pastDue: false,
  submissionInfo: {
    description: '',
    softwareAlias: '',
    filename: '',
    uploadDateTime: null,
    identity: -1,
    manufacturer: '',
    platform: '',
  },
};

export interface Sent {
  componentsListQueries: URLSearchParams[];
  requestQueries: URLSearchParams[];
  linkingQueries: URLSearchParams[];
  quickActionQueries: URLSearchParams[];
  submits: unknown[];
  uploads: FormData[];
}

export function validationResult(
  overrides: Partial<SoftwareValidationResult>,
): SoftwareValidationResult {
  return {
    resultType: 'Success',
    message: '',
    currentFileUsed: 'set.csv',
    components: null,
    ...overrides,
  };
}

/** The dialog's calls, answered per the contract; each records what it was sent. */
export function mockDialogApi(
  options: {
    components?: ComponentListItem[];
    request?: ImageRequest;
    upload?: SoftwareValidationResult;
  } = {},
): Sent {
  const sent: Sent = {
    componentsListQueries: [],
    requestQueries: [],
    linkingQueries: [],
    quickActionQueries: [],
    submits: [],
    uploads: [],
  };
  server.use(
    ok('GetManufacturerPlatforms', manufacturers),
    ok('GetUserOrganizations', organizations),
    mockOperation('GetComponentsList', ({ request }) => {
      sent.componentsListQueries.push(new URL(request.url).searchParams);
      return options.components ?? [mainPgm, gameType, printer];
    }),
    mockOperation('GetComponentsForLinking', ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.linkingQueries.push(query);
      const filter = query.get('submissionFilter');
      return filter === 'Uploaded' ? [linkable[1]] : linkable;
    }),
    mockOperation('GetAvailableQuickActions', ({ request }) => {
      sent.quickActionQueries.push(new URL(request.url).searchParams);
      return quickActions;
    }),
    mockOperation('GetRequest', ({ request }) => {
      sent.requestQueries.push(new URL(request.url).searchParams);
      return options.request ?? existingRequest;
    }),
    mockOperation('SubmitImageRequest', ({ body }) => {
      sent.submits.push(body);
      return okWith('SubmitImageRequest', { ...existingRequest, id: 77 }, 'Image request saved.');
    }),
    mockOperation('SubmitSoftwareValidation', async ({ request }) => {
      sent.uploads.push(await request.formData());
      const result = options.upload ?? validationResult({});
      return okWith('SubmitSoftwareValidation', result, result.message);
    }),
  );
  return sent;
}

/**
 * user-event without its per-event pointer-events check, which walks computed styles up
 * antd's deep trees and makes each click take seconds in jsdom.
 */
export function fastUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
}

export function renderDialog(
  props: Partial<ImageRequestDialogProps> = {},
  permissions: Permissions = allPermissions,
) {
  const store = setupStore({
    auth: {
      ...initialAuthState,
      token: VALID_TOKEN,
      user: { username: tokenUser.username },
      permissions,
      status: 'authenticated',
      _persist: { version: -1, rehydrated: true },
    },
  });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const user = fastUser();
  // Under a router with the app's unsaved-changes blocker, which asks the discard question.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <UnsavedChangesBlocker />
          <Snackbar />
          <ImageRequestDialog open mode="new" onClose={onClose} onSaved={onSaved} {...props} />
        </>
      ),
    },
  ]);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, user, onClose, onSaved, router };
}

export const csvHeader = 'Manufacturer,Platform,Component Type,Component Name,ID Number,Version';

/** An existing request (edit mode) whose list holds the given rows. */
export function requestWith(
  components: ComponentListItem[],
  overrides: Partial<ImageRequest> = {},
): ImageRequest {
  return { ...existingRequest, components, ...overrides };
}

/**
 * Node's File, not jsdom's: the request goes through Node's fetch and FormData, which take
 * only their own Blobs (jsdom's File is not one).
 */
export function csvFile(lines: string[], name = 'set.csv', type = 'text/csv'): NodeFile {
  return new NodeFile([[csvHeader, ...lines].join('\n')], name, { type });
}
