import { baseApi } from './index';
import { fallbackMessageFor } from './fallbackMessages';
import { fallbackMessages } from './generated/operationFacts';

describe('fallback messages', () => {
  it('has a message for every endpoint of the contract', () => {
    const missing = Object.keys(baseApi.endpoints).filter((name) => !(name in fallbackMessages));
    expect(missing).toEqual([]);
  });

  it('keeps the spec’s wording', () => {
    expect(fallbackMessageFor('login')).toBe('Failed to log in.');
    expect(fallbackMessageFor('getWorkflowStates')).toBe('Failed to get workflow states');
    expect(fallbackMessageFor('submitTicket')).toBe('Failed to submit ticket.');
  });

  it('derives a message of the same style for an unknown endpoint', () => {
    expect(fallbackMessageFor('exportAuditLog')).toBe('Failed to export audit log.');
  });
});
