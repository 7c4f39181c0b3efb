import type { Handlers } from '../../contract/types';
import { requestReport } from '../../repositories/requestReport';
import { requestFilters } from './requestQuery';

/** The Reports screen: the list's filters, read by the list's own code, over the caller's scope. */
export const requestReportHandlers: Pick<Handlers, 'GetRequestReport'> = {
  async GetRequestReport({ user, query, services }) {
    const today = new Date().toISOString().slice(0, 10);
    const scope = { manufacturerIds: user.manufacturerIds, filters: requestFilters(user, query) };
    return { result: await requestReport(services.db, scope, today) };
  },
};
