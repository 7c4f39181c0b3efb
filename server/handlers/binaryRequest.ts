import { EMPTY_ID } from '../contract/ids';
import type { AuthUser } from '../auth/authUser';
import { requirePermission } from '../auth/authUser';
import type { PermissionFlag } from '../auth/permissions';
import type { Handlers, HandlerContext } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import { inTransaction, type Queryable } from '../db/pool';
import type { components } from '../generated/openapi';
import { badRequest, conflict, forbidden, notFound, stale } from '../http/errors';
import { DEFAULT_JURISDICTION_ID } from '@/lib/domain/jurisdictions';
import { splitChips } from '@/lib/domain/chipList';
import {
  componentTypesByIds,
  componentTypesOf,
  findComponentType,
  findPlatform,
  linkableSoftware,
  manufacturerPlatforms,
  softwareOfManufacturer,
  type ComponentTypeRecord,
} from '../repositories/components';
import { pageWindow, searchPattern } from '../repositories/paging';
import {
  addNote,
  findAttachmentFile,
  insertAttachment,
  recordEvent,
  requestAttachments,
  requestEvents,
  requestNotes,
  type AttachmentRow,
  type EventRow,
} from '../repositories/requestActivity';
import {
  findRequest,
  insertRequest,
  listRequests,
  markRequestRemoved,
  replaceComponents,
  requestComponents,
  setRequestState,
  type RequestListPage,
  updateRequest,
  type ComponentWrite,
  type RequestRecord,
  type RequestWrite,
} from '../repositories/requests';
import { findRequestDetail } from '../repositories/requestDetail';
import {
  allowedActions,
  findAction,
  findOrganization,
  findState,
  initialState,
  isOrganizationMember,
  type ActionRecord,
} from '../repositories/workflowRuntime';

type Schemas = components['schemas'];

type BinaryRequestOperation = OperationsByTag['BinaryRequest'];

/** The fixed Save action of the submit menu: store without moving the request. */
// The Save quick action is the empty UUID: it saves without moving the request.
const SAVE_ACTION = EMPTY_ID;
const NOTE_EVENT = 'Note Added';
const REQUEST_NOT_FOUND = 'Request not found.';
export const STALE_REQUEST =
  'This request was changed by someone else since you opened it. Reload it to see their changes.';

function requireAnyPermission(user: AuthUser, flags: PermissionFlag[]): void {
  if (!flags.some((flag) => user.permissions[flag]))
    requirePermission(user, flags[0] as PermissionFlag);
}

/** The live request, or 404 - also for another manufacturer's request, as if it did not exist. */
async function visibleRequest(
  db: Queryable,
  user: AuthUser,
  id: number,
  forUpdate = false,
): Promise<RequestRecord> {
  const request = await findRequest(db, id, user.manufacturerIds, forUpdate);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/** The role filter for workflow actions: super users are allowed every action. */
const actionRoles = (user: AuthUser): string[] | null => (user.isSuperUser ? null : user.roleIds);

const isCreator = (user: AuthUser, request: RequestRecord) => request.createdById === user.userId;

function canEdit(user: AuthUser, request: RequestRecord): boolean {
  return user.permissions.canEditBinaryRequest || isCreator(user, request);
}

const eventOut = (e: EventRow): Schemas['Event'] => ({
  ...e,
  createdOn: e.createdOn.toISOString(),
});

const attachmentOut = (a: AttachmentRow): Schemas['Attachment'] => ({
  objectId: a.objectId,
  fileName: a.fileName,
  filePath: `/api/BinaryRequest/GetAttachment?attachmentId=${a.objectId}`,
  fileDescription: a.fileDescription,
  uploadedBy: a.uploadedBy,
  uploadDate: a.uploadDate.toISOString(),
});

/** The live request the user may see, as GetRequest answers it (one query), or 404 as visibleRequest. */
async function imageRequestOut(
  db: Queryable,
  user: AuthUser,
  id: number,
): Promise<Schemas['ImageRequest']> {
  const request = await findRequestDetail(db, id, user.manufacturerIds);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const { components, submission } = request;
  return {
    id: request.id,
    version: request.version,
    name: request.name,
    description: request.description,
    manufacturer: request.platformName,
    manufacturerId: request.mid,
    manufacturerName: request.manufacturerName,
    organizationId: request.organizationId,
    organizationName: request.organizationName,
    components,
    priority: request.priority,
    priorityDueDate: request.priorityDueDate,
    gpsPath: user.permissions.canViewGPSPath ? request.gpsPath : null,
    status: request.status,
    createdBy: request.createdBy,
    createdById: request.createdById,
    createdOn: request.createdOn.toISOString(),
    pastDue: request.pastDue,
    submissionInfo: submission
      ? { ...submission, uploadDateTime: submission.uploadDateTime.toISOString() }
      : {
          identity: -1,
          description: '',
          softwareAlias: '',
          filename: '',
          uploadDateTime: null,
          manufacturer: '',
          platform: '',
        },
  };
}

/**
 * Moves a locked request along an action (the action must be of its current state and allowed
 * to the user) and records the change. An action without a next state keeps the state.
 */
async function applyAction(
  db: Queryable,
  user: AuthUser,
  request: RequestRecord,
  action: ActionRecord,
): Promise<string> {
  if (action.stateId !== request.stateId) {
    throw conflict(
      "The request's status has changed since its actions were loaded. Please reload the request and try again.",
    );
  }
  if (!action.allowed)
    throw forbidden(`Your roles do not allow the action "${action.description}".`);
  const nextStatus = action.nextStateDescription ?? request.status;
  if (action.nextStateId) await setRequestState(db, request.id, action.nextStateId, nextStatus);
  await recordEvent(
    db,
    request.id,
    'Status Changed',
    `${action.description}: status changed from ${request.status} to ${nextStatus}.`,
    user.displayName,
  );
  return nextStatus;
}

type SubmitBody = Schemas['ImageRequestSubmit'];

/**
 * Checks a submitted components list against the platform and the catalogue and turns it into
 * rows. The component types' own flags (required, game) win over what the client sent.
 */
async function componentWrites(
  db: Queryable,
  body: SubmitBody,
  mid: number,
  manufacturerId: number,
): Promise<ComponentWrite[]> {
  const typeIds = [
    ...new Set(body.components.filter((c) => !c.isCustom).map((c) => c.componentID)),
  ];
  const types = new Map<number, ComponentTypeRecord>(
    (await componentTypesByIds(db, typeIds)).map((t) => [t.componentID, t]),
  );
  const keytbls = [
    ...new Set(
      body.components.map((c) => c.relatedKeytbl).filter((k): k is number => k !== null && k !== 0),
    ),
  ];
  const catalogue = await softwareOfManufacturer(db, keytbls, manufacturerId);
  const writes: ComponentWrite[] = [];
  for (const c of body.components) {
    const type = c.isCustom ? undefined : types.get(c.componentID);
    if (!c.isCustom && (!type || type.manufacturerId !== mid)) {
      throw badRequest(
        `The component "${c.componentType}" is not configured for the selected platform.`,
      );
    }
    if (c.relatedKeytbl !== null && c.relatedKeytbl !== 0 && !catalogue.has(c.relatedKeytbl)) {
      throw badRequest(
        `The software linked to "${c.componentType}" is not in the selected manufacturer's catalogue.`,
      );
    }
    // keytbl 0 is a link by name alone (a CustomNames type's name): there is no software row to point at.
    if (c.relatedKeytbl === 0 && type?.filterType !== 'CustomNames') {
      throw badRequest(
        `The component "${c.componentType}" must be linked to software from the catalogue.`,
      );
    }
    const required = type ? type.required : c.required;
    if (required && (c.relatedKeytbl === null || c.name.trim() === '')) {
      throw badRequest('There are required components in the list that have not been linked yet.');
    }
    writes.push({
      componentTypeId: type ? type.componentID : null,
      componentType: c.componentType,
      name: c.name.trim(),
      description: c.description,
      required,
      isGame: type ? type.gameComponent : c.isGame,
      isCustom: c.isCustom,
      keytbl: c.relatedKeytbl === 0 ? null : c.relatedKeytbl,
    });
  }
  return writes;
}

async function submit(ctx: HandlerContext<'SubmitImageRequest'>): Promise<Schemas['ImageRequest']> {
  const { user, body } = ctx;
  const { db } = ctx.services;
  if (body.id === undefined) requirePermission(user, 'canCreateBinaryRequest');
  const name = body.name.trim();
  const description = body.description.trim();
  if (!name || !description) throw badRequest('Required field has no value, please review request');
  if (body.priority && !body.priorityDueDate)
    throw badRequest('Priority due date cannot be blank.');

  const savedId = await inTransaction(db, async (client) => {
    const existing =
      body.id === undefined ? undefined : await visibleRequest(client, user, body.id, true);
    if (existing && !canEdit(user, existing)) requirePermission(user, 'canEditBinaryRequest');
    // The row is locked: no save can slip in between this check and the update.
    if (existing && body.version !== undefined && body.version !== existing.version)
      throw stale(STALE_REQUEST);

    const platform = await findPlatform(client, body.manufacturerId, user.manufacturerIds);
    if (!platform) throw badRequest('The selected platform does not exist.');
    const organization = await findOrganization(client, body.organizationId);
    if (!organization) throw badRequest('The selected organization does not exist.');
    if (!user.isSuperUser && !(await isOrganizationMember(client, organization.id, user.userId))) {
      throw forbidden('You are not a member of the selected organization.');
    }
    const components = await componentWrites(client, body, platform.mid, platform.manufacturerId);

    // A new request - or one moved to an organization with another workflow - starts in the workflow's first state.
    let state = existing?.stateId ? await findState(client, existing.stateId) : undefined;
    if (!state || state.workflowId !== organization.workflowId) {
      state = await initialState(client, organization.workflowId);
      if (!state)
        throw badRequest(
          "The organization's workflow has no states. Please ask an administrator to configure it.",
        );
    }
    const stateId = state.id;
    const status = state.description;
    const write: RequestWrite = {
      name,
      description,
      mid: platform.mid,
      manufacturerId: platform.manufacturerId,
      manufacturerName: platform.manufacturerName,
      organizationId: organization.id,
      stateId,
      status,
      priority: body.priority,
      priorityDueDate: body.priority ? (body.priorityDueDate ?? null) : null,
      // Without canViewGPSPath the path is neither shown nor changed.
      gpsPath: user.permissions.canViewGPSPath
        ? body.gpsPath?.trim() || null
        : (existing?.gpsPath ?? null),
    };

    let id: number;
    if (existing) {
      id = existing.id;
      await updateRequest(client, id, write);
      await recordEvent(
        client,
        id,
        'Request Updated',
        `Request details updated (status ${status}).`,
        user.displayName,
      );
    } else {
      id = await insertRequest(client, write, user.userId, user.displayName);
      await recordEvent(
        client,
        id,
        'Request Created',
        `Request created in state ${status}.`,
        user.displayName,
      );
    }
    await replaceComponents(client, id, components);

    if (body.submittalAction !== SAVE_ACTION) {
      const saved = await visibleRequest(client, user, id);
      const action = await findAction(client, body.submittalAction, actionRoles(user));
      if (!action || !action.quickAction || action.stateId !== saved.stateId) {
        throw badRequest(
          'The chosen action is not one of the quick actions offered for this request.',
        );
      }
      await applyAction(client, user, saved, action);
    }
    return id;
  });
  return imageRequestOut(db, user, savedId);
}

// A kept page (requestListCache.ts) is answered many times: its answer is worked out once.
const listResults = new WeakMap<RequestListPage, Schemas['RequestList']>();
function requestListResult(page: RequestListPage): Schemas['RequestList'] {
  let result = listResults.get(page);
  if (!result) {
    result = {
      rowCount: page.rowCount,
      rowCountCapped: page.rowCountCapped,
      gridRows: page.rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() })),
    };
    listResults.set(page, result);
  }
  return result;
}

export const binaryRequestHandlers: Pick<Handlers, BinaryRequestOperation> = {
  async GetRequests({ user, query, services, versions }) {
    const { limit, offset } = pageWindow(query);
    const page = await listRequests(
      services.db,
      {
        manufacturerIds: user.manufacturerIds,
        pattern: searchPattern(query.searchTerm),
        sortField: query.sortField ?? 'CreatedOn',
        sortDirection: query.sortDirection ?? 'desc',
        limit,
        offset,
      },
      versions,
    );
    return { result: requestListResult(page) };
  },

  async GetRequest({ user, query, services }) {
    return { result: await imageRequestOut(services.db, user, query.requestId) };
  },

  async GetManufacturerPlatforms({ user, services }) {
    const result: Schemas['Manufacturer'][] = [];
    for (const r of await manufacturerPlatforms(services.db, user.manufacturerIds)) {
      let manufacturer = result.at(-1);
      if (manufacturer?.manufacturerId !== r.manufacturerId) {
        manufacturer = {
          manufacturerId: r.manufacturerId,
          manufacturerName: r.manufacturerName,
          platforms: [],
        };
        result.push(manufacturer);
      }
      if (r.mid !== null) {
        manufacturer.platforms.push({
          mid: r.mid,
          platform: r.platform ?? '',
          name: r.name ?? '',
          gSAID: r.gSAID,
          sASID: r.sASID,
        });
      }
    }
    return { result };
  },

  async GetComponentsList({ user, query, services }) {
    const platform = await findPlatform(services.db, query.manufacturerId, user.manufacturerIds);
    if (!platform) throw notFound('Platform not found.');
    const types = await componentTypesOf(services.db, platform.mid, DEFAULT_JURISDICTION_ID, true);
    // Required first; the sort is stable, so each group stays in display-name order.
    types.sort((a, b) => Number(b.required) - Number(a.required));
    const result: Schemas['ComponentListItem'][] = types.map((t) => ({
      componentID: t.componentID,
      componentType: t.displayName,
      required: t.required,
      isGame: t.gameComponent,
      relatedKeytbl: null,
      name: t.filterType === 'CustomNames' ? (splitChips(t.customNames)[0] ?? '') : '',
      description: '',
      status: null,
      version: null,
      platform: platform.name,
      isCustom: false,
    }));
    return { result };
  },

  async GetComponentTypesForJurisdiction({ user, query, services }) {
    // Another manufacturer's platform reads as one without component types.
    const platform = await findPlatform(services.db, query.manufacturerId, user.manufacturerIds);
    if (!platform) return { result: [] };
    return {
      result: await componentTypesOf(services.db, platform.mid, query.jurisdictionId, false),
    };
  },

  async GetComponentsForLinking({ user, query, services }) {
    const type = await findComponentType(services.db, query.componentId);
    if (
      !type ||
      (user.manufacturerIds !== null && !user.manufacturerIds.includes(type.platformManufacturerId))
    ) {
      throw notFound('Component type not found.');
    }
    if (type.filterType === 'CustomNames') {
      // Name-only rows: keytbl 0 marks a link by name (there is no catalogue entry).
      const result: Schemas['LinkableComponent'][] = splitChips(type.customNames).map(
        (gameName) => ({
          keytbl: 0,
          status: null,
          fileNumber: null,
          manufacturer: null,
          idNumber: null,
          version: null,
          dateCode: null,
          gameName,
          function: null,
          position: null,
        }),
      );
      return { result };
    }
    const filter = query.submissionFilter ?? 'All';
    const result = await linkableSoftware(services.db, {
      manufacturerId: type.platformManufacturerId,
      uploaded: filter === 'All' ? null : filter === 'Uploaded',
      function: type.function.trim(),
      idNumbers: splitChips(type.idNumbers),
      gameNames: splitChips(type.gameNames),
      versions: splitChips(type.versions),
      positions: splitChips(type.positions),
      jurisdictionTypes: splitChips(type.jurisdictionTypes),
    });
    return { result };
  },

  async SubmitImageRequest(ctx) {
    return { result: await submit(ctx), message: 'Image request saved successfully.' };
  },

  async GetAvailableQuickActions({ user, query, services }) {
    const { db } = services;
    let stateId: string;
    if (query.requestId !== undefined) {
      const request = await visibleRequest(db, user, query.requestId);
      if (!user.permissions.canCreateBinaryRequest && !canEdit(user, request))
        requirePermission(user, 'canEditBinaryRequest');
      if (!request.stateId) return { result: [] };
      stateId = request.stateId;
    } else {
      requireAnyPermission(user, ['canCreateBinaryRequest', 'canEditBinaryRequest']);
      const organization = await findOrganization(db, query.organizationId);
      if (!organization) throw notFound('Organization not found.');
      const first = await initialState(db, organization.workflowId);
      if (!first) return { result: [] };
      stateId = first.id;
    }
    const actions = await allowedActions(db, stateId, actionRoles(user), true);
    return {
      result: actions.map((a) => ({
        id: a.id,
        description: a.description,
        quickAction: a.quickAction,
      })),
    };
  },

  async GetWorkflowActions({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    if (!request.stateId) return { result: [] };
    const actions = await allowedActions(services.db, request.stateId, actionRoles(user), false);
    return { result: actions.map((a) => ({ id: a.id, description: a.description })) };
  },

  async ExecuteWorkflowAction({ user, query, services }) {
    const description = await inTransaction(services.db, async (client) => {
      const request = await visibleRequest(client, user, query.requestId, true);
      const action = await findAction(client, query.actionId, actionRoles(user));
      if (!action) throw notFound('Workflow action not found.');
      return applyAction(client, user, request, action);
    });
    return { result: { description }, message: `Status changed to ${description}.` };
  },

  async RemoveImageRequest({ user, query, services }) {
    await inTransaction(services.db, async (client) => {
      const request = await visibleRequest(client, user, query.requestId, true);
      await markRequestRemoved(client, request.id);
      await recordEvent(
        client,
        request.id,
        'Request Removed',
        `Request "${request.name}" removed.`,
        user.displayName,
      );
    });
    return { result: null, message: 'Request removed successfully.' };
  },

  async GetLinkedComponents({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    return { result: await requestComponents(services.db, request.id) };
  },

  async GetNotes({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    const notes = await requestNotes(services.db, request.id);
    return {
      result: notes.map((n) => ({
        ...n,
        createdOn: n.createdOn.toISOString(),
        eventName: NOTE_EVENT,
        eventDescription: n.noteText,
      })),
    };
  },

  async AddNote({ user, body, services }) {
    const noteText = body.noteText.trim();
    if (!noteText) throw badRequest('The note cannot be empty.');
    // One statement: the request's checks, the note and its event (see addNote for the lock).
    const note = await addNote(services.db, body.requestId, user.manufacturerIds, {
      text: noteText,
      eventName: NOTE_EVENT,
      createdBy: user.displayName,
    });
    if (!note) throw notFound(REQUEST_NOT_FOUND);
    return {
      result: { ...note, createdOn: note.createdOn.toISOString() },
      message: 'Note added successfully.',
    };
  },

  async GetEvents({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    return { result: (await requestEvents(services.db, request.id)).map(eventOut) };
  },

  async GetAttachments({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    return { result: (await requestAttachments(services.db, request.id)).map(attachmentOut) };
  },

  async GetAttachment({ user, query, services }) {
    const file = await findAttachmentFile(services.db, query.attachmentId, user.manufacturerIds);
    if (!file) throw notFound('Attachment not found.');
    return { file: { fileName: file.fileName, mimeType: file.mimeType, data: file.data } };
  },

  async AddAttachments({ user, form, files, services }) {
    const requestId = Number(form.requestId);
    if (!Number.isInteger(requestId) || requestId < 1)
      throw badRequest('The request id must be a positive whole number.');
    const fileDescription = (form.fileDescription ?? '').trim();
    const uploads = files.attachments ?? [];
    const saved = await inTransaction(services.db, async (client) => {
      const request = await visibleRequest(client, user, requestId, true);
      if (!canEdit(user, request)) requirePermission(user, 'canEditBinaryRequest');
      if (!fileDescription) throw badRequest('A file description is required.');
      if (uploads.length === 0) throw badRequest('File is required');
      const added: AttachmentRow[] = [];
      for (const file of uploads) {
        added.push(
          await insertAttachment(
            client,
            request.id,
            {
              fileName: file.fileName,
              mimeType: file.mimeType || 'application/octet-stream',
              data: file.data,
            },
            fileDescription,
            user.displayName,
          ),
        );
      }
      await recordEvent(
        client,
        request.id,
        'Attachments Added',
        `${fileDescription}: ${added.map((a) => a.fileName).join(', ')}`,
        user.displayName,
      );
      return added;
    });
    return { result: saved.map(attachmentOut), message: 'Attachments added successfully' };
  },
};
