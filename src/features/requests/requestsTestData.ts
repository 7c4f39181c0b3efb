import { screen } from '@testing-library/react';
import { tokenUser } from '@/testing/fixtures';
import type {
  Attachment,
  ComponentListItem,
  Event,
  ImageRequest,
  ImageRequestRow,
  Manufacturer,
  Note,
  WorkflowActionOption,
} from '@/api/generated/binaryRequestApi';
import { mockOperation, okEnvelope, ok, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

export const rows: ImageRequestRow[] = [
  {
    id: 101,
    uploadName: 'Helios Spring Release',
    manufacturer: 'Apex Gaming',
    description: 'Spring games',
    createdBy: 'Sam Rivera',
    createdOn: '2026-03-01T10:15:00.000Z',
    status: 'Submitted',
    priority: true,
    priorityDueDate: '2026-03-05',
    pastDue: true,
  },
  {
    id: 102,
    uploadName: 'Nova Patch',
    manufacturer: 'Nova Systems',
    description: 'Patch',
    createdBy: 'Alice Adams',
    createdOn: '2026-02-20T08:00:00.000Z',
    status: 'Draft',
    priority: false,
    priorityDueDate: null,
    pastDue: false,
  },
];

const noSubmission = {
  description: '',
  softwareAlias: '',
  filename: '',
  uploadDateTime: null,
  identity: -1,
  manufacturer: '',
  platform: '',
};

export function requestOf(
  row: ImageRequestRow,
  overrides: Partial<ImageRequest> = {},
): ImageRequest {
  return {
    id: row.id,
    version: 1,
    name: row.uploadName,
    description: row.description,
    manufacturer: 'Helios',
    manufacturerId: 7,
    manufacturerName: row.manufacturer,
    organizationId: '3b0c6f0e-8a51-4c2e-9d7a-1f2e3d4c5b6a',
    components: [],
    priority: row.priority,
    priorityDueDate: row.priorityDueDate,
    gpsPath: '\\\\gps\\uploads\\helios',
    status: row.status,
    createdBy: row.createdBy,
    // The signed-in test user (Alice Adams) created the requests that carry her name.
    createdById:
      row.createdBy === `${tokenUser.firstName} ${tokenUser.lastName}`
        ? tokenUser.userId
        : '0b7e2c1d-4f3a-4e5b-8c6d-9a0b1c2d3e4f',
    createdOn: row.createdOn,
    pastDue: row.pastDue,
    submissionInfo: noSubmission,
    ...overrides,
  };
}

export const submission = {
  description: 'SSIF set',
  softwareAlias: 'HEL-1',
  filename: 'hel.xml',
  uploadDateTime: '2026-03-02T09:00:00.000Z',
  identity: 55,
  manufacturer: 'Apex Gaming',
  platform: 'Helios',
};

export const actions: WorkflowActionOption[] = [
  { id: '9a1b2c3d-0000-4000-8000-000000000001', description: 'Approve' },
  { id: '9a1b2c3d-0000-4000-8000-000000000002', description: 'Reject' },
];

export const components: ComponentListItem[] = [
  {
    componentID: 4,
    componentType: 'Main PGM',
    required: true,
    isGame: false,
    relatedKeytbl: 900,
    name: 'MAIN-01',
    description: 'Main program',
    status: 'Approved',
    version: '1.2.3',
    platform: 'Helios',
    isCustom: false,
  },
];

export const notes: Note[] = [
  {
    objectId: '7e000000-0000-4000-8000-000000000001',
    noteText: 'Waiting for the lab.',
    createdBy: 'Sam Rivera',
    createdOn: '2026-03-01T11:00:00.000Z',
    eventName: 'Note Added',
    eventDescription: 'Note added',
  },
];

export const events: Event[] = [
  {
    objectId: 'e0000000-0000-4000-8000-000000000001',
    eventName: 'Created',
    description: 'Request created.',
    createdBy: 'Sam Rivera',
    createdOn: '2026-03-01T10:15:00.000Z',
  },
  {
    objectId: 'e0000000-0000-4000-8000-000000000002',
    eventName: 'Status Changed',
    description: 'Submit: status changed from Draft to Submitted.',
    createdBy: 'Sam Rivera',
    createdOn: '2026-03-01T12:00:00.000Z',
  },
];

export const attachments: Attachment[] = [
  {
    objectId: 'a0000000-0000-4000-8000-000000000001',
    fileName: 'report.pdf',
    filePath: 'store/report.pdf',
    fileDescription: 'Lab report',
    uploadedBy: 'Sam Rivera',
    uploadDate: '2026-03-01T13:00:00.000Z',
  },
];

export interface Captured {
  listQueries: URLSearchParams[];
  executed: URLSearchParams[];
  removed: URLSearchParams[];
  removedSubmissions: URLSearchParams[];
  notes: unknown[];
}

export function newCapture(): Captured {
  return { listQueries: [], executed: [], removed: [], removedSubmissions: [], notes: [] };
}

/**
 * A small in-memory server for the screen: the list, the selected request's reads, and
 * the calls the details panel makes, each recording what it received.
 */
export function requestHandlers(
  captured: Captured,
  {
    request = (row: ImageRequestRow) => requestOf(row),
  }: { request?: (row: ImageRequestRow) => ImageRequest } = {},
) {
  let list = [...rows];
  const statuses = new Map<number, string>();
  const find = (url: string) => {
    const id = Number(new URL(url).searchParams.get('requestId'));
    return list.find((row) => row.id === id);
  };
  return [
    mockOperation('GetRequests', ({ request: req }) => {
      captured.listQueries.push(new URL(req.url).searchParams);
      const gridRows = list.map((row) => ({ ...row, status: statuses.get(row.id) ?? row.status }));
      return { rowCount: gridRows.length, rowCountCapped: false, gridRows };
    }),
    mockOperation('GetRequest', ({ request: req }) => {
      const row = find(req.url);
      // Off the contract on purpose, as the app may meet it: a success without a result.
      if (!row) return Response.json(okEnvelope(null));
      const found = request(row);
      return { ...found, status: statuses.get(row.id) ?? found.status };
    }),
    ok('GetUserOrganizations', [{ id: '3b0c6f0e-8a51-4c2e-9d7a-1f2e3d4c5b6a', name: 'Main Lab' }]),
    ok('GetWorkflowActions', actions),
    mockOperation('ExecuteWorkflowAction', ({ request: req }) => {
      const query = new URL(req.url).searchParams;
      captured.executed.push(query);
      statuses.set(Number(query.get('requestId')), 'Approved');
      return { description: 'Approved' };
    }),
    mockOperation('RemoveImageRequest', ({ request: req }) => {
      const query = new URL(req.url).searchParams;
      captured.removed.push(query);
      list = list.filter((row) => row.id !== Number(query.get('requestId')));
      return okWith('RemoveImageRequest', null, 'Removed.');
    }),
    mockOperation('RemoveSubmission', ({ request: req }) => {
      captured.removedSubmissions.push(new URL(req.url).searchParams);
      return okWith('RemoveSubmission', null, 'Removed.');
    }),
    ok('GetLinkedComponents', components),
    ok('GetNotes', notes),
    mockOperation('AddNote', async ({ request: req }) => {
      const body = await req.json();
      captured.notes.push(body);
      return {
        ...notes[0],
        objectId: '7e000000-0000-4000-8000-000000000002',
        noteText: 'New note',
      };
    }),
    ok('GetEvents', events),
    ok('GetAttachments', attachments),
  ];
}

/** One manufacturer with one platform, for the New Image Request dialog's selects. */
export const heliosManufacturers: Manufacturer[] = [
  {
    manufacturerId: 3,
    manufacturerName: 'Apex Gaming',
    platforms: [{ mid: 7, platform: 'H', name: 'Helios', gSAID: null, sASID: null }],
  },
];

/**
 * Binary Requests opened at / with the list shown (the dialog's code may still be on its way:
 * the firstOpen and editOpen tests hold it back). Returns what renderApp returns.
 */
export async function openBinaryRequests() {
  server.use(
    ...requestHandlers(newCapture()),
    ok('GetManufacturerPlatforms', heliosManufacturers),
    ok('GetAvailableQuickActions', []),
  );
  const app = renderApp('/');
  await screen.findByText('Helios Spring Release', { selector: 'h3' });
  return app;
}
