import type { Handlers } from '../../contract/types';
import type { components } from '@/api/generated/openapi';
import { pageWindow } from '../../repositories/paging';
import {
  listRequests,
  requestComponents,
  requestStatuses,
  type RequestListPage,
} from '../../repositories/requests';
import { visibleRequest } from './access';
import { requestListQuery } from './requestQuery';
import { imageRequestOut } from './requestView';

type Schemas = components['schemas'];

// A kept page (repositories/requestList/keptList.ts) is answered many times: its answer is
// worked out once, and lives exactly as long as the page (no second cache to invalidate).
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

/** The request list and one request's details. */
export const requestReadHandlers: Pick<
  Handlers,
  'GetRequests' | 'GetRequestStatuses' | 'GetRequest' | 'GetLinkedComponents'
> = {
  async GetRequestStatuses({ services }) {
    return { result: await requestStatuses(services.db) };
  },

  async GetRequests({ user, query, services, versions }) {
    const page = await listRequests(
      services.db,
      requestListQuery(user, query, pageWindow(query)),
      versions,
    );
    return { result: requestListResult(page) };
  },

  async GetRequest({ user, query, services }) {
    return { result: await imageRequestOut(services.db, user, query.requestId) };
  },

  async GetLinkedComponents({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    return { result: await requestComponents(services.db, request.id) };
  },
};
